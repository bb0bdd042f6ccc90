// Golden frames for GoldenFrameTests: plain text, one line per terminal row, trailing spaces
// trimmed. Attribute maps use one letter per cell: R reversed, B bold, D dim, U underlined,
// C coloured. A failing test prints the actual frame ready to paste here.
enum Golden {
    static let counter = """
                                            Counter
        ────────────────────────────────────────────────────────────────────────────────

         Count: 2

         Limit: 10

         [ - ]  [ + ]  [ Reset ]














        ────────────────────────────────────────────────────────────────────────────────
         Tab focus  Enter activate  ? help  Ctrl-C quit
        """
    static let counterAttributes = """
                                            BBBBBBB
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD

         BBBBBBBB

         DDDDDDDDD

         RRRRR














        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
         BBBDDDDDD  BBBBBDDDDDDDDD  BDDDDD  BBBBBBDDDDD
        """
    static let form = """
                                            Sign in
        ────────────────────────────────────────────────────────────────────────────────

         [alice_______________________________________________________________________]

         [•••_________________________________________________________________________]

         [ Log in ]














        ────────────────────────────────────────────────────────────────────────────────
         Tab focus  ←→ cursor  Enter next  Ctrl-C quit
        """
    static let formAttributes = """
                                            BBBBBBB
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD

               DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD

         B  RDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDB
















        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
         BBBDDDDDD  BBDDDDDDD  BBBBBDDDDD  BBBBBBDDDDD
        """
    static let formError = """
                                            Sign in
        ────────────────────────────────────────────────────────────────────────────────

         [Username____________________________________________________________________]

         [•••••_______________________________________________________________________]

         [ Log in ]

         ! Wrong password












        ────────────────────────────────────────────────────────────────────────────────
         Tab focus  Enter activate  ? help  Ctrl-C quit
        """
    static let formErrorAttributes = """
                                            BBBBBBB
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD

          DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD

               DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD

         RRRRRRRRRR

         BBBBBBBBBBBBBBBB












        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
         BBBDDDDDD  BBBBBDDDDDDDDD  BDDDDD  BBBBBBDDDDD
        """
    static let list = """
                                            Contacts
        ────────────────────────────────────────────────────────────────────────────────

         Pick a contact

            Contact 6  c6@example.com                                                 ↑
            Contact 7  c7@example.com
            Contact 8  c8@example.com
            Contact 9  c9@example.com
            Contact 10  c10@example.com
            Contact 11  c11@example.com
            Contact 12  c12@example.com
            Contact 13  c13@example.com
            Contact 14  c14@example.com
            Contact 15  c15@example.com
            Contact 16  c16@example.com
            Contact 17  c17@example.com
            Contact 18  c18@example.com
            Contact 19  c19@example.com
            Contact 20  c20@example.com
          * Contact 21  c21@example.com
         >  Contact 22  c22@example.com                                               ↓
        ────────────────────────────────────────────────────────────────────────────────
         ↑↓ move  Enter select  ? help  Ctrl-C quit
        """
    static let listAttributes = """
                                            BBBBBBBB
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD

         DDDDDDDDDDDDDD

                     DDDDDDDDDDDDDDDD                                                 B
                     DDDDDDDDDDDDDDDD
                     DDDDDDDDDDDDDDDD
                     DDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
                      DDDDDDDDDDDDDDDDD
         RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRB
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
         BBDDDDD  BBBBBDDDDDDD  BDDDDD  BBBBBBDDDDD
        """
    static let listScrolledBack = """
                                            Contacts
        ────────────────────────────────────────────────────────────────────────────────

         Pick a contact

            Contact 6  c6@example.com                                                 ↑
            Contact 7  c7@example.com
            Contact 8  c8@example.com
            Contact 9  c9@example.com
            Contact 10  c10@example.com
            Contact 11  c11@example.com
            Contact 12  c12@example.com
            Contact 13  c13@example.com
            Contact 14  c14@example.com
            Contact 15  c15@example.com
            Contact 16  c16@example.com
            Contact 17  c17@example.com
            Contact 18  c18@example.com
         >  Contact 19  c19@example.com
            Contact 20  c20@example.com
          * Contact 21  c21@example.com
            Contact 22  c22@example.com                                               ↓
        ────────────────────────────────────────────────────────────────────────────────
         ↑↓ move  Enter select  ? help  Ctrl-C quit
        """
    static let tabs = """
         F1 Welcome  [F2 Counter]  F3 Settings
        < Back                          Counter details
        ────────────────────────────────────────────────────────────────────────────────

         The count is kept per tab.

         [ Done ]















        ────────────────────────────────────────────────────────────────────────────────
         Enter activate  Esc back  F1-F3 tabs  ? help  Ctrl-C quit
        """
    static let tabsAttributes = """
                     RRRRRRRRRRRR
        BBBBBB                          BBBBBBBBBBBBBBB
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD



         RRRRRRRR















        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
         BBBBBDDDDDDDDD  BBBDDDDD  BBBBBDDDDD  BDDDDD  BBBBBBDDDDD
        """
    static let tabsLarge = """
         F1 Welcome  [F2 Counter]  F3 Settings
        < Back                                              Counter details
        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

         The count is kept per tab.

         [ Done ]





















        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
         Enter activate  Esc back  F1-F3 tabs  ? help  Ctrl-C quit
        """
    static let modal = """
                                              Home
        ────────────────────────────────────────────────────────────────────────────────

         This text belongs to the presenting screen and runs long enough to show on
         both sides of the modal box.
                              ┌──────────────────────────────────┐
                              │x Close      Sign in              │
                              │──────────────────────────────────│
                              │                                  │
                              │ [Username______________________] │
                              │                                  │
                              │ [Password______________________] │
                              │                                  │
                              │ [ Log in ]                       │
                              │                                  │
                              └──────────────────────────────────┘






        ────────────────────────────────────────────────────────────────────────────────
         Tab focus  ←→ cursor  Enter next  Esc close  Ctrl-C quit
        """
    static let modalAttributes = """
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD                                    DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD BBBBBBB      BBBBBBB               DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD                                    DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD  BRDDDDDDDDDDDDDDDDDDDDDDDDDDDDDB  DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD                                    DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD   DDDDDDDDDDDDDDDDDDDDDDDDDDDDDD   DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD                                    DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD                                    DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD                                    DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDD                                    DDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
         BBBDDDDDD  BBDDDDDDD  BBBBBDDDDD  BBBDDDDDD  BBBBBBDDDDD
        """
    static let alert = """
                                    Home
        ────────────────────────────────────────────────────────────
                         ┌─ Delete contact? ──────┐
         Behind          │                        │
                         │ This cannot be undone. │
                         │                        │
                         │ [ Delete ]             │
                         │                        │
                         │ [ Cancel ]             │
                         │                        │
                         └────────────────────────┘



        ────────────────────────────────────────────────────────────
         Tab focus  Enter activate  Esc close  ? help  Ctrl-C quit
        """
    static let loaderIdle = """
                         Loader
        ────────────────────────────────────────

         [ Load ]

         [ Load in background ]




        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let loaderBusy = """
                         Loader
        ────────────────────────────────────────

         [ Load ]

         [ Load in background ]

         ⠋ Loading…


        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let loaderDone = """
                         Loader
        ────────────────────────────────────────

         [ Load ]

         [ Load in background ]

         Loaded


        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let unicode = """
                          Unicode 日本語
        ──────────────────────────────────────────────────

         Wide: 日本語テキスト | emoji: 😀👍🏽 | end

         Combining: éäô | end

         [héllo wörld 日本______________________________]

         >  東京  Tokyo
            Zürich  🇨🇭

        ──────────────────────────────────────────────────
         Tab focus  ←→ cursor  Enter next  Ctrl-C quit
        """
    static let tooSmallNarrow = """



           Terminal too small (need at least
                        40x10)
                      (now 39x10)




        """
    static let tooSmallShort = """



                  Terminal too small (need at least 40x10)
                                 (now 60x9)




        """
    static let minimum = """
        [F1 Welcome]  F2 Counter   F3 Settings
                        Welcome
        ────────────────────────────────────────

         Hello!



        ────────────────────────────────────────
         F1-F3 tabs  ? help  Ctrl-C quit
        """
}
