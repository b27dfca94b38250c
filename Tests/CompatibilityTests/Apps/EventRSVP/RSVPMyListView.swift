import SwiftUI

struct RSVPMyListView: View {
    @EnvironmentObject var store: RSVPStore

    var body: some View {
        NavigationView {
            Group {
                if store.responses.isEmpty {
                    VStack(spacing: 8) {
                        Image(systemName: "ticket")
                            .font(.largeTitle)
                            .foregroundColor(.gray)
                        Text("No RSVPs yet")
                            .foregroundColor(.secondary)
                    }
                } else {
                    List {
                        ForEach(store.responses) { response in
                            HStack {
                                VStack(alignment: .leading) {
                                    Text(response.event?.title ?? "Unknown event")
                                        .font(.headline)
                                    Text(response.email)
                                        .font(.caption)
                                        .foregroundColor(.secondary)
                                }
                                Spacer()
                                if response.wantsReminder {
                                    Image(systemName: "bell.fill")
                                        .foregroundColor(.orange)
                                }
                                Text("×\(response.partySize)")
                            }
                        }
                        .onDelete(perform: store.delete)
                    }
                }
            }
            .navigationBarTitle("My RSVPs")
        }
    }
}
