// Given in stage 7.10: nothing to write. The integer types `range`, `interval` and `timer`
// count in, by RxSwift's name for them (RxSwift/SwiftSupport/SwiftSupport.swift).

/// Any fixed-width integer type: `Int`, `Int8`, `UInt64`… RxSwift's name for
/// `FixedWidthInteger`.
public typealias RxAbstractInteger = FixedWidthInteger
