import MiniRx
import Testing

/// Generic over `InfallibleType`: compiles only because `debug` is declared there.
private func loggedInfallible<Source: InfallibleType>(_ source: Source)
    -> Infallible<Source.Element>
{
    source.debug("numbers")
}

/// `debug` on the traits. It prints to standard output, so each test runs its program in a
/// child process (an exit test) and reads back what it printed.
@Suite("debug on the traits", .serialized)
struct TraitDebugTests {
    @Test("debug is on InfallibleType, as in RxSwift: any infallible source has it")
    func debugOnInfallibleType() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = loggedInfallible(Infallible.of(1, 2)).subscribe(onNext: { print("got \($0)") })
        }
        #expect(
            printedLines(of: result) == [
                "numbers -> subscribed",
                "numbers -> Event next(1)",
                "got 1",
                "numbers -> Event next(2)",
                "got 2",
                "numbers -> Event completed",
                "numbers -> isDisposed",
            ])
    }

    @Test("a Driver's debug is shared: two subscribers, one subscribed … isDisposed run")
    func driverDebugIsShared() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let name = BehaviorRelay(value: "a")
            let driver = name.asDriver().debug("name")
            let first = driver.drive(onNext: { print("first got \($0)") })
            let second = driver.drive(onNext: { print("second got \($0)") })
            name.accept("b")
            first.dispose()
            print("first left")
            second.dispose()
        }
        #expect(
            printedLines(of: result) == [
                "name -> subscribed",
                "name -> Event next(a)",
                "first got a",
                "second got a",
                "name -> Event next(b)",
                "first got b",
                "second got b",
                "first left",
                "name -> isDisposed",
            ])
    }
}
