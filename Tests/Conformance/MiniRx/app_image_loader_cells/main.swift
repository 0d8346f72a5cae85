// Case app_image_loader_cells (a milestone of chapter 8): a table whose cells show avatars. The
// loader keeps one shared download per address (share(replay: 1) in a dictionary), so two cells
// showing the same avatar start one download; a cell scrolled away disposes its subscription,
// and the download is cancelled only when no cell waits for it any more; a cell that asks once
// a download has finished starts a new one (the default scope keeps nothing after the end).
import MiniRx

final class Network {
    var waiting: [String: AnyObserver<String>] = [:]
    func download(_ address: String) -> Observable<String> {
        Observable.create { observer in
            print("  download \(address) starts")
            self.waiting[address] = observer
            return Disposables.create { print("  download \(address) ends") }
        }
    }
    func finish(_ address: String) {
        print("the server sends \(address)")
        waiting.removeValue(forKey: address)?.onNext("<\(address) bytes>")
    }
}

final class Loader {
    let network = Network()
    var downloads: [String: Observable<String>] = [:]
    func image(_ address: String) -> Observable<String> {
        if let shared = downloads[address] { return shared }
        let shared = network.download(address)
            .take(1)
            .map { bytes in "image(\(bytes.count) bytes)" }
            .share(replay: 1)
        downloads[address] = shared
        return shared
    }
}

let loader = Loader()
var cells: [Int: Disposable] = [:]

@MainActor func show(_ row: Int, _ address: String) {
    print("cell \(row) shows \(address)")
    cells[row] = loader.image(address).subscribe(onNext: { print("  cell \(row): \($0)") })
}

@MainActor func scrollAway(_ row: Int) {
    print("cell \(row) scrolls away")
    cells.removeValue(forKey: row)?.dispose()
}

show(0, "ann.png")
show(1, "bob.png")
show(2, "ann.png")
scrollAway(0)
loader.network.finish("ann.png")
scrollAway(1)
show(3, "bob.png")
loader.network.finish("bob.png")
show(4, "ann.png")
loader.network.finish("ann.png")
for row in cells.keys.sorted() { scrollAway(row) }
