// Given in stage 10.6: nothing to write, read it. Your RxTest is a module of its own, `MyRxTest`,
// which imports MyRx, as RxSwift's RxTest imports RxSwift: a program writes `import MyRxTest`
// (RxTest/RxTest.swift).

/// A time on a `TestScheduler`'s clock: a whole number of ticks.
public typealias TestTime = Int
