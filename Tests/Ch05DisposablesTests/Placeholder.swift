import Testing
@testable import Ch05Disposables
