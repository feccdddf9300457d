// Placeholder until Sources/SegueRoutingAppKit exists: replace this file with the symbolic link
// `Adapter -> ../../../../Sources/SegueRoutingAppKit`, as IntegrationTests/UIKitStandIn does for UIKit.
