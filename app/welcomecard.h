// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace app {

// The first start's orientation: one line in the status bar that says how a lesson works and
// where the guide is (F1), with a button to open it and one to close the line. In the status bar
// it covers none of the page (floating over the page's corner, it hid an option's text).
// Shown once: the window settings remember it was shown (a second start does not show it).
//
//   if (WelcomeCard::firstStart(settingsPath, dataDir))
//       statusBar()->addWidget(new WelcomeCard(statusBar()), 1);
class WelcomeCard : public QFrame {
    Q_OBJECT
public:
    explicit WelcomeCard(QWidget* parent);

    // True once: no record in `dataDir` yet and the card never shown with these settings; the
    // settings then say it was shown.
    static bool firstStart(const QString& settingsPath, const QString& dataDir);
    // The settings say the card was shown (tools that take screenshots of a fresh window).
    static void markShown(const QString& settingsPath);

    QLabel* text() const { return text_; }
    QToolButton* guideButton() const { return guide_; }
    QToolButton* closeButton() const { return close_; }

signals:
    void guideRequested();

private:
    QLabel* text_ = nullptr;
    QToolButton* guide_ = nullptr;
    QToolButton* close_ = nullptr;
};

} // namespace app
