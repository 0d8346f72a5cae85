// Case app_onboarding (a milestone of chapter 7): an onboarding flow of swiped pages. The page
// view starts on page 0 (a BehaviorSubject), which analytics skip (skip(1)); the permissions
// prompt appears once, on the third page reached (element(at: 2)); the "done" button waits
// only for the end of the flow (ignoreElements, then completed); the progress dots follow the
// pages until the last one (take(while:) inclusive). Skipping the flow ends it early.
import MiniRx

let lastPage = 3

func onboarding(_ swipes: [Int], skipAt: Int?) {
    let page = BehaviorSubject(value: 0)
    let bag = DisposeBag()
    let pages = page.distinctUntilChanged().take(while: { $0 < lastPage }, behavior: .inclusive)

    pages.subscribe(onNext: { print("  dots: \(String(repeating: "o", count: $0))*\(String(repeating: "o", count: lastPage - $0))") })
        .disposed(by: bag)
    pages.skip(1).subscribe(onNext: { print("  analytics: page \($0) viewed") }).disposed(by: bag)
    pages.element(at: 2)
        .subscribe(onNext: { print("  prompt: allow notifications? (page \($0))") },
                   onError: { print("  prompt never shown: \($0)") })
        .disposed(by: bag)
    pages.ignoreElements()
        .subscribe(onCompleted: { print("  done button appears") }).disposed(by: bag)

    for (index, target) in swipes.enumerated() {
        if index == skipAt { print("skip"); page.onCompleted(); break }
        print("swipe to \(target)")
        page.onNext(target)
    }
    print("  page observed: \(page.hasObservers)")
}

print("-- all pages, one back swipe")
onboarding([1, 1, 2, 1, 2, 3, 2], skipAt: nil)
print("-- skipped after one page")
onboarding([1, 2, 3], skipAt: 1)
