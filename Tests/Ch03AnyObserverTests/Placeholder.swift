import Testing
@testable import Ch03AnyObserver
