// The code of the article “Deployment” (Sources/FormUI/FormUI.docc/Deployment.md), as it is there.
import FormUIServer

/// The expenses app served with its sessions and data in two SQLite files of `folder`.
func expensesServer(keepingDataIn folder: String, host: String = "0.0.0.0", port: Int = 8080) throws -> FormApp {
    var configuration = FormAppConfiguration()
    configuration.server.host = host
    configuration.server.port = port
    configuration.appName = "Expenses"
    configuration.sessionStorage = .sqlite(path: folder + "/sessions.sqlite")
    configuration.dataLocation = "sqlite:" + folder + "/data.sqlite"
    configuration.sessionTTL = .seconds(30 * 24 * 60 * 60)
    configuration.exportsMetrics = true

    let app = try FormApp(configuration)
    app.page("/", title: "Expenses") {
        ExpenseList()
            .modelContainer(for: Expense.self)
    }
    return app
}
