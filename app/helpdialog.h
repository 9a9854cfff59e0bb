// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QTextBrowser;

namespace app {

// Help > Attention Lab help (F1): the user guide compiled into the application (:/help), in the
// interface's language where there is an edition of it, so it works offline.
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit HelpDialog(const QString& localeName, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }

    // ":/help/help.de.md" for "de_DE" when it exists; ":/help/help.md" otherwise.
    static QString guidePath(const QString& localeName);

private:
    QTextBrowser* browser_ = nullptr;
};

} // namespace app
