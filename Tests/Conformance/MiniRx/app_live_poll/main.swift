// Case app_live_poll (a milestone of chapter 6): a live poll in a meeting app. Votes arrive on
// a PublishRelay; the tally is a BehaviorRelay each screen reads at once when it opens; the
// final result is an AsyncSubject, which screens that wait for it hear only when the poll
// closes, and screens that open after get at once. A poll that is cancelled ends its
// AsyncSubject with an error instead, which every waiting screen hears, and so does a late one.
import MiniRx

enum PollError: Error { case cancelled(String) }

final class Poll {
    let votes = PublishRelay<String>()
    let tally = BehaviorRelay<[String: Int]>(value: [:])
    let result = AsyncSubject<String>()
    let bag = DisposeBag()

    init() {
        votes.subscribe(onNext: { [tally] vote in
            var counts = tally.value
            counts[vote, default: 0] += 1
            tally.accept(counts)
        }).disposed(by: bag)
        tally.subscribe(onNext: { [result] counts in
            guard let leader = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else { return }
            result.onNext("\(leader.key) wins with \(leader.value)")
        }).disposed(by: bag)
    }
}

func describe(_ counts: [String: Int]) -> String {
    counts.isEmpty ? "no votes" : counts.keys.sorted().map { "\($0)=\(counts[$0]!)" }.joined(separator: " ")
}

func screen(_ name: String, _ poll: Poll) {
    print("\(name) opens")
    _ = poll.tally.subscribe(onNext: { print("  \(name) tally: \(describe($0))") })
    _ = poll.result.subscribe(onNext: { print("  \(name) result: \($0)") }, onError: { print("  \(name): \($0)") })
}

print("-- a poll that closes")
let lunch = Poll()
screen("host", lunch)
for vote in ["pizza", "sushi", "pizza"] { print("vote \(vote)"); lunch.votes.accept(vote) }
screen("guest", lunch)
print("the host closes the poll")
lunch.result.onCompleted()
screen("latecomer", lunch)
print("-- a poll that is cancelled")
let venue = Poll()
screen("host", venue)
print("vote park")
venue.votes.accept("park")
print("the host cancels the poll")
venue.result.onError(PollError.cancelled("rain"))
screen("latecomer", venue)
