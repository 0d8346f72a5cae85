// Case app_quiz_game (a milestone of chapter 7): a quiz. Answers come from the buttons as text;
// the quiz has five questions (take(5)); answers are checked against the key (map, which throws
// for a button that is not an answer and ends the quiz with that error); the score counts the
// right ones (filter), a streak bonus is given at the third right answer (element(at: 2)), the
// result screen waits for the end alone (ignoreElements), and each right answer is sent to the
// leaderboard (flatMap into a request; the leaderboard closes before the last question, and
// its error ends the leaderboard's subscription alone). Each subscriber checks the answers
// anew: the chain is cold.
import MiniRx

enum QuizError: Error { case notAnAnswer(String), leaderboardClosed }

let key = ["b", "a", "d", "c", "a"]

@MainActor func play(_ taps: [String]) {
    let buttons = PublishSubject<(question: Int, answer: String)>()
    let checked = buttons.take(5).map { question, answer -> (Int, Bool) in
        guard ["a", "b", "c", "d"].contains(answer) else { throw QuizError.notAnAnswer(answer) }
        return (question, answer == key[question])
    }
    let bag = DisposeBag()
    let right = checked.filter { $0.1 }.map { $0.0 + 1 }
    right.element(at: 2).subscribe(onNext: { _ in print("  streak bonus!") }, onError: { _ in }).disposed(by: bag)
    checked.ignoreElements()
        .subscribe(onError: { print("  the quiz stops: \($0)") }, onCompleted: { print("  result screen") })
        .disposed(by: bag)
    right.flatMap { question -> Observable<String> in
        question == 5 ? .error(QuizError.leaderboardClosed) : .just("leaderboard +1 (question \(question))")
    }
    .subscribe(onNext: { print("  \($0)") }, onError: { print("  leaderboard: \($0)") })
    .disposed(by: bag)
    for (question, tap) in taps.enumerated() {
        print("question \(question + 1): tap \(tap)")
        buttons.onNext((question, tap))
    }
    print("  buttons observed: \(buttons.hasObservers)")
}

print("-- a full game")
play(["b", "a", "c", "c", "a", "b"])
print("-- a stray tap")
play(["b", "x", "d"])
