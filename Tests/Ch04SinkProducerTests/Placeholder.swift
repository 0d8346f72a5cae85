import Testing
@testable import Ch04SinkProducer
