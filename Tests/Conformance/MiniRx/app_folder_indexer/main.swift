// Case app_folder_indexer (a milestone of chapter 9): a file indexer walks a folder tree with a
// recursive flatMap over Observable.from. On the trampoline each from sends one entry per turn,
// so the walk does not go depth first: the folders' listings take turns, and the order the
// files are indexed in is the trampoline's. Indexing only the first two files (take(2)) stops
// the whole walk: no folder is listed after that. The same walk started inside a subject's
// delivery runs within that call: the tap returns after the walk.
import MiniRx

let tree: [String: [String]] = [
    "/": ["/docs", "/a.txt", "/pics"],
    "/docs": ["/docs/b.txt", "/docs/old", "/docs/c.txt"],
    "/docs/old": ["/docs/old/d.txt"],
    "/pics": ["/pics/e.png", "/pics/f.png"],
]

func walk(_ path: String) -> Observable<String> {
    guard let children = tree[path] else { return Observable.just(path) }
    print("  list \(path)")
    return Observable.from(children).flatMap(walk)
}

print("-- the whole tree")
_ = walk("/").subscribe(onNext: { print("  index \($0)") }, onCompleted: { print("  done") })
print("-- the first two files")
_ = walk("/").take(2).subscribe(onNext: { print("  index \($0)") }, onCompleted: { print("  done") })
print("-- started from a button")
let button = PublishSubject<String>()
_ = button.flatMap(walk).take(4).subscribe(onNext: { print("  index \($0)") }, onCompleted: { print("  done") })
button.onNext("/docs")
print("  the tap returned")
