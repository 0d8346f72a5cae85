// combineLatest and zip of two and three infallible sequences, on the Observable operators.

extension Infallible {
    /// `resultSelector` of the latest element of each, whenever either sends one.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(),
                                            resultSelector: resultSelector))
    }

    /// `resultSelector` of the latest element of each, whenever any sends one.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(),
            resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest element of each as a tuple, whenever either sends one.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType>(
        _ source1: O1, _ source2: O2
    ) -> Infallible<(O1.Element, O2.Element)> {
        Infallible.combineLatest(source1, source2, resultSelector: { ($0, $1) })
    }

    /// The latest element of each as a tuple, whenever any sends one.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Infallible<(O1.Element, O2.Element, O3.Element)> {
        Infallible.combineLatest(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}

extension InfallibleType {
    /// `resultSelector` of the n-th element of each, once both have sent their n-th.
    public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(),
                                  resultSelector: resultSelector))
    }

    /// `resultSelector` of the n-th element of each, once all have sent their n-th.
    public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(),
            resultSelector: resultSelector))
    }
}
