import MiniRxCocoa
import Testing

/// Every `bind` of RxCocoa's `Common/Infallible+Bind.swift` and `Common/Observable+Bind.swift`,
/// and of RxRelay's `Observable+Bind.swift`, written as an RxCocoa program writes it: each call
/// compiles unchanged against RxSwift 6.10.2 (with `import RxSwift`, `import RxRelay` and
/// `import RxCocoa`). The checks show that each one also does what it does there.
@Suite("bind(to:) and bind(onNext:), as RxCocoa programs write them", .serialized)
struct BindFamilyTests {
    /// An object a binding updates, held weakly by `bind(with:onNext:)`.
    final class Screen {
        var shown: [String] = []
    }

    /// A binder function for `bind(to:)`: it does the subscribing (here, it counts elements).
    func counting<Source: ObservableConvertibleType>(into log: EventLog) -> (Source) -> Disposable {
        { source in source.asObservable().subscribe(onNext: { _ in log.lines.append("counted") }) }
    }

    /// A binder function that takes one more argument, for `bind(to:curriedArgument:)`.
    func greeting<Source: ObservableConvertibleType>(into log: EventLog) -> (Source) -> (String) -> Disposable
    where Source.Element == String {
        { source in
            { greeting in source.asObservable().subscribe(onNext: { log.lines.append("\(greeting) \($0)") }) }
        }
    }

    @Test("Infallible binds into every kind of relay, plain and optional; completion does not reach them")
    func infallibleIntoRelays() {
        expectNoLeak {
            let log = EventLog()
            let query = PublishSubject<String>()
            let latest = BehaviorRelay<String>(value: "none")
            let latestOrNil = BehaviorRelay<String?>(value: nil)
            let typed = PublishRelay<String>()
            let typedOrNil = PublishRelay<String?>()
            let history = ReplayRelay<String>.create(bufferSize: 2)
            let historyOrNil = ReplayRelay<String?>.createUnbound()
            do {
                let disposeBag = DisposeBag()
                let name = query.asInfallible(onErrorJustReturn: "?")
                name.bind(to: latest).disposed(by: disposeBag)
                name.bind(to: latestOrNil).disposed(by: disposeBag)
                name.bind(to: typed).disposed(by: disposeBag)
                name.bind(to: typedOrNil).disposed(by: disposeBag)
                name.bind(to: history).disposed(by: disposeBag)
                name.bind(to: historyOrNil).disposed(by: disposeBag)
                typed.subscribe(onNext: { log.lines.append("typed \($0)") }).disposed(by: disposeBag)
                typedOrNil.subscribe(onNext: { log.lines.append("typedOrNil \(String(describing: $0))") })
                    .disposed(by: disposeBag)

                query.onNext("ann")
                query.onNext("bob")
                query.onError(RxError.unknown)  // the Infallible sends "?", then completes
                // The relays did not end: they still take values.
                typed.accept("carl")
            }
            #expect(log.lines == [
                "typed ann", "typedOrNil Optional(\"ann\")",
                "typed bob", "typedOrNil Optional(\"bob\")",
                "typed ?", "typedOrNil Optional(\"?\")",
                "typed carl",
            ])
            #expect(latest.value == "?")
            #expect(latestOrNil.value == "?")
            var replayed: [String] = []
            _ = history.subscribe(onNext: { replayed.append($0) })
            _ = historyOrNil.subscribe(onNext: { replayed.append($0 ?? "nil") })
            #expect(replayed == ["bob", "?", "ann", "bob", "?"])
        }
    }

    @Test("Infallible binds to observers (several, or of optionals), to a binder function, and to onNext")
    func infallibleToObserversAndBinders() {
        expectNoLeak {
            let log = EventLog()
            let names = Infallible.from(["ann", "bob"])
            let first = AnyObserver<String> { log.lines.append("first \($0)") }
            let second = AnyObserver<String> { log.lines.append("second \($0)") }
            let optional = AnyObserver<String?> { log.lines.append("optional \($0)") }
            do {
                let disposeBag = DisposeBag()
                names.bind(to: first, second).disposed(by: disposeBag)
                names.bind(to: optional).disposed(by: disposeBag)
                names.bind(to: counting(into: log)).disposed(by: disposeBag)
                names.bind(to: greeting(into: log), curriedArgument: "hello").disposed(by: disposeBag)
                names.bind(onNext: { log.lines.append("bound \($0)") }).disposed(by: disposeBag)
            }
            #expect(log.lines == [
                "first next(ann)", "second next(ann)", "first next(bob)", "second next(bob)",
                "first completed", "second completed",
                "optional next(Optional(\"ann\"))", "optional next(Optional(\"bob\"))", "optional completed",
                "counted", "counted",
                "hello ann", "hello bob",
                "bound ann", "bound bob",
            ])
        }
    }

    @Test("Observable: bind to observers, optionals, binder functions, onNext and with:onNext:, and into replay relays")
    func observableBindFamily() {
        // The other relay forms (behavior and publish relays, plain and optional) are tested
        // with the relays: SubjectsTests and CoreSubjectsAuditTests.
        expectNoLeak {
            let log = EventLog()
            let names = Observable.of("ann", "bob")
            let observer = AnyObserver<String> { log.lines.append("observer \($0)") }
            let optional = AnyObserver<String?> { log.lines.append("optional \($0)") }
            let history = ReplayRelay<String>.create(bufferSize: 1)
            let historyOrNil = ReplayRelay<String?>.createUnbound()
            let screen = Screen()
            do {
                let disposeBag = DisposeBag()
                names.bind(to: observer).disposed(by: disposeBag)
                names.bind(to: optional).disposed(by: disposeBag)
                names.bind(to: counting(into: log)).disposed(by: disposeBag)
                names.bind(to: greeting(into: log), curriedArgument: "hi").disposed(by: disposeBag)
                names.bind(onNext: { log.lines.append("bound \($0)") }).disposed(by: disposeBag)
                names.bind(with: screen) { screen, name in screen.shown.append(name) }
                    .disposed(by: disposeBag)
                names.bind(to: history).disposed(by: disposeBag)
                names.bind(to: historyOrNil).disposed(by: disposeBag)
            }
            #expect(screen.shown == ["ann", "bob"])
            #expect(log.lines == [
                "observer next(ann)", "observer next(bob)", "observer completed",
                "optional next(Optional(\"ann\"))", "optional next(Optional(\"bob\"))", "optional completed",
                "counted", "counted",
                "hi ann", "hi bob",
                "bound ann", "bound bob",
            ])
            var replayed: [String] = []
            _ = history.subscribe(onNext: { replayed.append($0) })
            _ = historyOrNil.subscribe(onNext: { replayed.append($0 ?? "nil") })
            #expect(replayed == ["bob", "ann", "bob"])
        }
    }
}
