// Exercise 9.4 with MiniRx's own CurrentThreadScheduler in the learner's place: `make test`
// requires this to print the exercise's expected.txt.
import MiniRx

typealias Trampoline = CurrentThreadScheduler
