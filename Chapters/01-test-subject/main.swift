// Chapter 1: from one callback to a TestSubject, an array of closures.
// A view model "requests" data; the answer arrives later on a virtual clock that moves only when
// this program advances it, so the output is the same on every run.
import Ch01TestSubject
import Foundation

guard CommandLine.arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: ch01\n".utf8))
    exit(2)
}

let clock = VirtualClock()

/// Moves the clock and says so, so each answer can be read against the time it arrived.
@MainActor func advance(by seconds: Int) {
    print("  (clock: \(clock.now)s -> \(clock.now + seconds)s)")
    clock.advance(by: seconds)
}

/// A line printed by a handler, stamped with the clock's time.
@MainActor func say(_ line: String) {
    print("  [\(clock.now)s] \(line)")
}

print("-- 1. One request, one success callback")
let callbackViewModel = CallbackViewModel(clock: clock)
callbackViewModel.request { data in say("callback --- \(data)") }
print("  request sent at \(clock.now)s; nothing has arrived yet")
advance(by: 1)
advance(by: 1)
print("  a second screen that needs the data must send a second request:")
callbackViewModel.request { data in say("callback A --- \(data)") }
callbackViewModel.request { data in say("callback B --- \(data)") }
advance(by: 2)

print("-- 2. Several handler variables")
let handlerViewModel = HandlerViewModel(clock: clock)
handlerViewModel.dataHandler1 = { data in say("dataHandler1 --- \(data)") }
handlerViewModel.dataHandler2 = { data in say("dataHandler2 --- \(data)") }
print("  one request now feeds every handler that is set (dataHandler3 is not)")
handlerViewModel.request()
advance(by: 2)
print("  but the view model declares each handler: a fourth one means editing the view model")

print("-- 3. TestSubject: an array of closures")
let viewModel = SubjectViewModel(clock: clock)
viewModel.testSubject.subscribe { event in
    if case let .next(element) = event {
        say("observer1 --- \(element)")
    }
}
viewModel.testSubject.subscribe { event in
    if case let .next(element) = event {
        say("observer2 --- \(element)")
    }
}
print("  subscribed observers: \(viewModel.testSubject.observers.count)")
viewModel.request()
advance(by: 2)

print("-- 4. dispose: the old observers are gone, new ones can still subscribe")
viewModel.testSubject.dispose()
print("  subscribed observers: \(viewModel.testSubject.observers.count)")
viewModel.request()
advance(by: 2)
print("  (the answer came at \(clock.now)s and nobody printed it)")
viewModel.testSubject.subscribe { event in
    if case let .next(element) = event {
        say("observer3 --- \(element)")
    }
}
print("  subscribed observers: \(viewModel.testSubject.observers.count)")
viewModel.request()
advance(by: 2)
print("  pending work on the clock: \(clock.pendingCount)")
