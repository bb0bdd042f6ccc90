/// The golden frames of ``ScrollingTests``.
enum ScrollingGolden {
    static let tall40x10 = """
                      Preferences
        ────────────────────────────────────────

         Preferences for the whole app        █
                                              │
         Option 1: [ Change 1 ]               │
                                              │
         Option 2: [ Change 2 ]               │
        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let tall80x24 = """
                                          Preferences
        ────────────────────────────────────────────────────────────────────────────────

         Preferences for the whole app                                                █
                                                                                      █
         Option 1: [ Change 1 ]                                                       █
                                                                                      █
         Option 2: [ Change 2 ]                                                       █
                                                                                      █
         Option 3: [ Change 3 ]                                                       █
                                                                                      █
         Option 4: [ Change 4 ]                                                       █
                                                                                      █
         Option 5: [ Change 5 ]                                                       █
                                                                                      █
         Option 6: [ Change 6 ]                                                       █
                                                                                      █
         Option 7: [ Change 7 ]                                                       │
                                                                                      │
         Option 8: [ Change 8 ]                                                       │
                                                                                      │
         Option 9: [ Change 9 ]                                                       │
        ────────────────────────────────────────────────────────────────────────────────
         Tab focus  Enter activate  PgUp/PgDn scroll  ? help  Ctrl-C quit
        """
    static let tall200x60 = """
                                                                                                      Preferences
        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

         Preferences for the whole app

         Option 1: [ Change 1 ]

         Option 2: [ Change 2 ]

         Option 3: [ Change 3 ]

         Option 4: [ Change 4 ]

         Option 5: [ Change 5 ]

         Option 6: [ Change 6 ]

         Option 7: [ Change 7 ]

         Option 8: [ Change 8 ]

         Option 9: [ Change 9 ]

         Option 10: [ Change 10 ]

         Option 11: [ Change 11 ]

         [ Save ]






























        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
         Tab focus  Enter activate  ? help  Ctrl-C quit
        """
    static let focused40x10 = """
                      Preferences
        ────────────────────────────────────────

         Option 10: [ Change 10 ]             │
                                              │
         Option 11: [ Change 11 ]             │
                                              │
         [ Save ]                             █
        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let focused80x24 = """
                                          Preferences
        ────────────────────────────────────────────────────────────────────────────────

         Option 3: [ Change 3 ]                                                       │
                                                                                      │
         Option 4: [ Change 4 ]                                                       │
                                                                                      │
         Option 5: [ Change 5 ]                                                       │
                                                                                      █
         Option 6: [ Change 6 ]                                                       █
                                                                                      █
         Option 7: [ Change 7 ]                                                       █
                                                                                      █
         Option 8: [ Change 8 ]                                                       █
                                                                                      █
         Option 9: [ Change 9 ]                                                       █
                                                                                      █
         Option 10: [ Change 10 ]                                                     █
                                                                                      █
         Option 11: [ Change 11 ]                                                     █
                                                                                      █
         [ Save ]                                                                     █
        ────────────────────────────────────────────────────────────────────────────────
         Tab focus  Enter activate  PgUp/PgDn scroll  ? help  Ctrl-C quit
        """
    /// At 200x60 the screen fits: moving focus scrolls nothing.
    static let focused200x60 = tall200x60
    static let paged40x10 = """
                        Numbers
        ────────────────────────────────────────

         Three hundred rows

            Row 5  number 5                   ↑
            Row 6  number 6
         >  Row 7  number 7                   ↓
        ────────────────────────────────────────
         ↑↓ move  Enter select  Ctrl-C quit
        """
    static let paged80x24 = """
                                            Numbers
        ────────────────────────────────────────────────────────────────────────────────

         Three hundred rows

            Row 19  number 19                                                         ↑
            Row 20  number 20
            Row 21  number 21
            Row 22  number 22
            Row 23  number 23
            Row 24  number 24
            Row 25  number 25
            Row 26  number 26
            Row 27  number 27
            Row 28  number 28
            Row 29  number 29
            Row 30  number 30
            Row 31  number 31
            Row 32  number 32
            Row 33  number 33
            Row 34  number 34
         >  Row 35  number 35                                                         ↓
        ────────────────────────────────────────────────────────────────────────────────
         ↑↓ move  Enter select  ? help  Ctrl-C quit
        """
    static let paged200x60 = """
                                                                                                        Numbers
        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────

         Three hundred rows

            Row 55  number 55                                                                                                                                                                                 ↑
            Row 56  number 56
            Row 57  number 57
            Row 58  number 58
            Row 59  number 59
            Row 60  number 60
            Row 61  number 61
            Row 62  number 62
            Row 63  number 63
            Row 64  number 64
            Row 65  number 65
            Row 66  number 66
            Row 67  number 67
            Row 68  number 68
            Row 69  number 69
            Row 70  number 70
            Row 71  number 71
            Row 72  number 72
            Row 73  number 73
            Row 74  number 74
            Row 75  number 75
            Row 76  number 76
            Row 77  number 77
            Row 78  number 78
            Row 79  number 79
            Row 80  number 80
            Row 81  number 81
            Row 82  number 82
            Row 83  number 83
            Row 84  number 84
            Row 85  number 85
            Row 86  number 86
            Row 87  number 87
            Row 88  number 88
            Row 89  number 89
            Row 90  number 90
            Row 91  number 91
            Row 92  number 92
            Row 93  number 93
            Row 94  number 94
            Row 95  number 95
            Row 96  number 96
            Row 97  number 97
            Row 98  number 98
            Row 99  number 99
            Row 100  number 100
            Row 101  number 101
            Row 102  number 102
            Row 103  number 103
            Row 104  number 104
            Row 105  number 105
            Row 106  number 106
         >  Row 107  number 107                                                                                                                                                                               ↓
        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
         ↑↓ move  Enter select  ? help  Ctrl-C quit
        """
    static let toolbar = """

         Toolbar

         [ Action 1 ] [ Action 2 ] [ Action 3 ]
         █████████─────────────────────────────



        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let toolbarAtEnd = """

         Toolbar

         ction 10 ] [ Action 11 ] [ Action 12 ]
         ─────────────────────────────█████████



        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let partTop = """

         Header

         [ First ]                            █
         Line 1                               │
         Line 2                               │
         Line 3                               │
         Line 4                               │

         [ Footer ]
        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
    static let partBottom = """

         Header

         Line 17                              │
         Line 18                              │
         Line 19                              │
         Line 20                              │
         [ Last ]                             █

         [ Footer ]
        ────────────────────────────────────────
         Tab focus  Enter activate  Ctrl-C quit
        """
}
