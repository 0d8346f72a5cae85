import Testing
@testable import MiniRx
