// Case doc_pg_transforming: Rx.playground, page "Transforming Operators", examples map,
// "flatMap and flatMapLatest" (run as written with flatMap, then with flatMapLatest as the
// page's comment suggests), scan.
import MiniRx

func example(_ description: String, action: () -> Void) {
    print("\n--- \(description) example ---")
    action()
}

example("map") {
    let disposeBag = DisposeBag()
    Observable.of(1, 2, 3)
        .map { $0 * $0 }
        .subscribe(onNext: { print($0) })
        .disposed(by: disposeBag)
}

example("flatMap and flatMapLatest") {
    let disposeBag = DisposeBag()

    struct Player {
        init(score: Int) {
            self.score = BehaviorSubject(value: score)
        }

        let score: BehaviorSubject<Int>
    }

    let 👦🏻 = Player(score: 80)
    let 👧🏼 = Player(score: 90)

    let player = BehaviorSubject(value: 👦🏻)

    player.asObservable()
        .flatMap { $0.score.asObservable() } // Change flatMap to flatMapLatest and observe change in printed output
        .subscribe(onNext: { print($0) })
        .disposed(by: disposeBag)

    👦🏻.score.onNext(85)

    player.onNext(👧🏼)

    👦🏻.score.onNext(95) // Will be printed when using flatMap, but will not be printed when using flatMapLatest

    👧🏼.score.onNext(100)
}

example("flatMap and flatMapLatest (with flatMapLatest)") {
    let disposeBag = DisposeBag()

    struct Player {
        init(score: Int) {
            self.score = BehaviorSubject(value: score)
        }

        let score: BehaviorSubject<Int>
    }

    let 👦🏻 = Player(score: 80)
    let 👧🏼 = Player(score: 90)

    let player = BehaviorSubject(value: 👦🏻)

    player.asObservable()
        .flatMapLatest { $0.score.asObservable() }
        .subscribe(onNext: { print($0) })
        .disposed(by: disposeBag)

    👦🏻.score.onNext(85)

    player.onNext(👧🏼)

    👦🏻.score.onNext(95)

    👧🏼.score.onNext(100)
}

example("scan") {
    let disposeBag = DisposeBag()

    Observable.of(10, 100, 1000)
        .scan(1) { aggregateValue, newValue in
            aggregateValue + newValue
        }
        .subscribe(onNext: { print($0) })
        .disposed(by: disposeBag)
}
