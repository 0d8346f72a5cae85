import Testing
@testable import Ch02Protocols
