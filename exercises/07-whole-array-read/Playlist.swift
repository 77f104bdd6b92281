import SwiftUI

struct Song: Equatable {
    var title: String
    var plays = 0
}

@Observable final class Playlist {
    var songs = [Song(title: "Blue"), Song(title: "Jolene"), Song(title: "Hurt")]
}

struct PlaylistScreen: View {
    @State private var playlist = Playlist()

    var body: some View {
        VStack {
            NowPlaying(songs: playlist.songs, index: 2)
            Button("Play Blue") { playlist.songs[0].plays += 1 }
            Button("Play Hurt") { playlist.songs[2].plays += 1 }
        }
    }
}

struct NowPlaying: View {
    let songs: [Song]
    let index: Int

    var body: some View {
        Text("\(songs[index].title), played \(songs[index].plays) times")
    }
}

#Preview {
    PlaylistScreen()
}
