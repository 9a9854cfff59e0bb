// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>

#include <functional>

class QAction;
class QActionGroup;

namespace app {

// View > Language: the system's language, English or German for the interface and the lessons'
// variants. The choice is kept in the window settings and read at the next start (translators
// are installed before any widget exists); Restart now starts the application again in it.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    // runningLanguage: what this window shows ("de", "en"; empty for the system's); mayWrite:
    // whether the settings may be written now (not for a screenshot or a read-only record).
    LanguageMenu(const QString& settingsPath, const QString& runningLanguage,
                 std::function<bool()> mayWrite, QWidget* parent = nullptr);

    // The languages offered, in menu order: "" (system), "en", "de".
    static QStringList offered();
    QAction* actionFor(const QString& language) const;
    QAction* restartAction() const { return restart_; }
    QString chosen() const { return chosen_; }

    // The arguments for the new process: this one's, without --locale (which would win over
    // the choice).
    static QStringList restartArguments(const QStringList& arguments);

signals:
    void statusMessage(const QString& text);
    void restartRequested();

private:
    void choose(const QString& language);

    QString settingsPath_;
    QString running_;
    QString chosen_;
    std::function<bool()> mayWrite_;
    QActionGroup* group_ = nullptr;
    QAction* restart_ = nullptr;
};

} // namespace app
