#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `symbolify` reads bytes from: standard input in the tool, an array in tests.
public protocol ByteSource {
    /// Reads up to `buffer.count` bytes into `buffer`.
    ///
    /// - Returns: The number of bytes read; 0 at the end of the input.
    /// - Throws: ``StreamError`` when reading fails.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int
}

/// Where `symbolify` writes bytes to: standard output or error in the tool, memory in tests.
public protocol ByteSink: AnyObject {
    /// Writes `bytes`, or remembers that writing failed.
    func write(_ bytes: UnsafeRawBufferPointer)
    /// Writes what is buffered.
    func flush()
    /// Whether a write has failed (for example because the reader closed the pipe).
    var failed: Bool { get }
}

extension ByteSink {
    /// Writes the UTF-8 bytes of `text`.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }
}

/// A failed read.
public struct StreamError: Error, Equatable, Sendable {
    /// The system's description of the failure.
    public var description: String
}

/// Reads from a file descriptor.
public struct FileDescriptorSource: ByteSource {
    private let descriptor: Int32

    /// Creates a source that reads from `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Reads up to `buffer.count` bytes, retrying when a signal interrupts the read.
    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw StreamError(description: String(cString: strerror(errno)))
        }
    }
}

/// Reads from an array of bytes; for tests.
public struct MemorySource: ByteSource {
    private var bytes: [UInt8]
    private var offset = 0
    private let chunkSize: Int

    /// Creates a source over `bytes` that hands out at most `chunkSize` bytes a read.
    public init(_ bytes: [UInt8], chunkSize: Int = 4096) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    /// Copies the next chunk into `buffer`.
    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(StreamError) -> Int {
        let count = min(buffer.count, chunkSize, bytes.count - offset)
        bytes.withUnsafeBytes { all in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[offset..<offset + count]))
        }
        offset += count
        return count
    }
}

/// Buffers writes to a file descriptor; remembers a failed write instead of crashing.
public final class FileDescriptorSink: ByteSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Whether a write has failed.
    public private(set) var failed = false
    /// The system's description of the first failed write.
    public private(set) var failure: String?

    /// Creates a sink that writes to `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    /// Buffers `bytes`, writing the buffer out when it is full.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard !failed else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes the buffer out.
    public func flush() {
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
public final class MemorySink: ByteSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether a write has failed; set it to simulate a closed pipe.
    public var failed = false

    /// Creates an empty sink.
    public init() {}

    /// Appends `bytes` unless the sink has failed.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        if !failed { self.bytes.append(contentsOf: bytes) }
    }

    /// Does nothing: memory needs no flushing.
    public func flush() {}

    /// Everything written so far, decoded as UTF-8.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
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
