#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `symbolify` reads bytes from: standard input in the tool, an array in tests.
package protocol ByteSource {
    /// Reads up to `buffer.count` bytes into `buffer`.
    ///
    /// - Returns: The number of bytes read; 0 at the end of the input.
    /// - Throws: ``StreamError`` when reading fails.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int
}

/// Where `symbolify` writes bytes to: standard output or error in the tool, memory in tests.
package protocol ByteSink: AnyObject {
    /// Writes `bytes`, or remembers that writing failed.
    func write(_ bytes: UnsafeRawBufferPointer)
    /// Writes what is buffered.
    func flush()
    /// Whether a write has failed (for example because the reader closed the pipe).
    var failed: Bool { get }
}

extension ByteSink {
    /// Writes the UTF-8 bytes of `text`.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes `bytes`.
    package func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }
}

/// A failed read.
package struct StreamError: Error, Equatable, Sendable {
    /// The system's description of the failure.
    package var description: String
}

/// Reads from a file descriptor.
package struct FileDescriptorSource: ByteSource {
    private let descriptor: Int32

    /// Creates a source that reads from `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Reads up to `buffer.count` bytes, retrying when a signal interrupts the read.
    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw StreamError(description: String(cString: strerror(errno)))
        }
    }
}

/// Reads from an array of bytes; for tests.
package struct MemorySource: ByteSource {
    private var bytes: [UInt8]
    private var offset = 0
    private let chunkSize: Int

    /// Creates a source over `bytes` that hands out at most `chunkSize` bytes a read.
    package init(_ bytes: [UInt8], chunkSize: Int = 4096) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    /// Copies the next chunk into `buffer`.
    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int {
        let count = min(buffer.count, chunkSize, bytes.count - offset)
        bytes.withUnsafeBytes { all in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[offset..<offset + count]))
        }
        offset += count
        return count
    }
}

/// Buffers writes to a file descriptor; remembers a failed write instead of crashing.
package final class FileDescriptorSink: ByteSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Whether a write has failed.
    package private(set) var failed = false
    /// The system's description of the first failed write.
    package private(set) var failure: String?

    /// Creates a sink that writes to `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    /// Buffers `bytes`, writing the buffer out when it is full.
    package func write(_ bytes: UnsafeRawBufferPointer) {
        guard !failed else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes the buffer out.
    package func flush() {
        guard !failed, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    failed = true
                    failure = String(cString: strerror(errno))
                    return
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// Collects writes in memory; for tests.
package final class MemorySink: ByteSink {
    /// Everything written so far.
    package private(set) var bytes: [UInt8] = []
    /// Whether a write has failed; set it to simulate a closed pipe.
    package var failed = false

    /// Creates an empty sink.
    package init() {}

    /// Appends `bytes` unless the sink has failed.
    package func write(_ bytes: UnsafeRawBufferPointer) {
        if !failed { self.bytes.append(contentsOf: bytes) }
    }

    /// Does nothing: memory needs no flushing.
    package func flush() {}

    /// Everything written so far, decoded as UTF-8.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return read(descriptor, buffer, count)
    #endif
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return write(descriptor, buffer, count)
    #endif
}
