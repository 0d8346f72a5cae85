// Exercise 14.4 with MiniRxCocoa's own rx.controlEvent in the learner's place: the check program
// must print expected.txt with it (ExerciseTests), so expected.txt is what MiniRxCocoa prints.
import MiniRxCocoa

extension Reactive where Base: UIControl {
    func targetActionEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        controlEvent(controlEvents)
    }
}
