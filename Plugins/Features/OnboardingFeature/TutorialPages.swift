import Lasso

extension TutorialScreenModule.State {
    /// The first page: buttons "Skip" (index 0) and "Next" (index 1).
    public static var welcome: Self {
        Self(
            title: "Welcome to Lasso!",
            body:
                "Stores hold a screen's state and logic, views show the state and send actions, and flows compose screens into features.",
            buttonTitles: ["Skip", "Next"]
        )
    }

    /// The last page: one button, "OK" (index 0).
    public static var finish: Self {
        Self(
            title: "That was fun!",
            body: "You are ready to build screens and flows of your own.",
            buttonTitles: ["OK"]
        )
    }
}
