import Testing
@testable import Ch01TestSubject
