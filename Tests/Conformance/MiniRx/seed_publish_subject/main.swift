// Case seed_publish_subject: blog claim (iii). Two subscribers join a PublishSubject at
// different points; each line is printed as `Subscription: <id> Event: <event>`.
import MiniRx

func watch(_ source: PublishSubject<String>, as id: String) -> Disposable {
    source.subscribe { event in
        print("Subscription:", id, "Event:", event)
    }
}

let bag = DisposeBag()
let pets = PublishSubject<String>()

watch(pets, as: "1").disposed(by: bag)
pets.onNext("🐶")
pets.onNext("🐱")

watch(pets, as: "2").disposed(by: bag)
pets.onNext("🅰️")
pets.onNext("🅱️")
