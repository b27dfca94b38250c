import SwiftUI

struct PlantPalRootView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        Group {
            if hasOnboarded {
                PlantPalHomeView()
            } else {
                PlantPalOnboardingView()
            }
        }
        .animation(.easeInOut, value: hasOnboarded)
    }
}

struct PlantPalOnboardingView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @AppStorage("plantOwnerName") private var ownerName = ""
    @State private var currentPage = 0

    private let pages = OnboardingPage.all

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip") {
                    currentPage = pages.count - 1
                }
                .opacity(currentPage == pages.count - 1 ? 0 : 1)
                .padding()
            }

            TabView(selection: $currentPage) {
                ForEach(pages) { page in
                    OnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            if currentPage == pages.count - 1 {
                TextField("What should we call you?", text: $ownerName)
                    .textFieldStyle(.roundedBorder)
                    .padding(.horizontal, 40)
                Button {
                    hasOnboarded = true
                } label: {
                    Text("Get Started")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(Color.green)
                        .foregroundColor(.white)
                        .clipShape(RoundedRectangle(cornerRadius: 14))
                }
                .padding(.horizontal, 40)
            } else {
                Button("Next") {
                    withAnimation {
                        currentPage += 1
                    }
                }
                .buttonStyle(.borderedProminent)
                .tint(.green)
            }
        }
        .padding(.bottom, 30)
    }
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: page.symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
                .foregroundColor(page.color)
            Text(page.title)
                .font(.largeTitle)
                .bold()
                .multilineTextAlignment(.center)
            Text(page.subtitle)
                .font(.title3)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(.horizontal, 32)
    }
}
