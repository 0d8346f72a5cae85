// Given: nothing to write. The integer types `interval`, `timer` and `range` count in, under
// RxSwift's name (RxSwift/SwiftSupport/SwiftSupport.swift).

/// Any fixed-width integer: `Int`, `Int32`, `UInt8`, …
public typealias RxAbstractInteger = FixedWidthInteger
