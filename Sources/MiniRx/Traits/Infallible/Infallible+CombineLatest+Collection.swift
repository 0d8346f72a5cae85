// combineLatest of any number of infallible sequences (RxSwift 6.6 and later).

extension InfallibleType {
    /// `resultSelector` of the latest element of every source, whenever any sends one and
    /// once each has sent one. Completes when all have completed.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(
            collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest element of every source as an array, whenever any sends one.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
