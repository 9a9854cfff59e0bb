// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/languagemenu.h"

#include "app/settingslocation.h"

#include <QAction>
#include <QActionGroup>
#include <QLocale>

namespace app {

namespace {

// The name of a language in that language, as language menus write it (a German speaker
// finds "Deutsch" in an English interface).
QString nativeName(const QString& language) {
    if (language.isEmpty()) {
        const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
        // The C locale (no LANG set) names no language.
        const QString name = system == QLatin1String("C") ? QString() : nativeName(system);
        return name.isEmpty() ? LanguageMenu::tr("System language")
                              : LanguageMenu::tr("System language (%1)").arg(name);
    }
    // QLocale("en") calls itself "American English": the offered languages name themselves.
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return QLocale(language).nativeLanguageName();
}

// Two choices show the same interface when they name the same language.
QString languageOf(const QString& name) {
    return QLocale(name.isEmpty() ? QLocale::system().name() : name)
        .name()
        .section(QLatin1Char('_'), 0, 0);
}

} // namespace

LanguageMenu::LanguageMenu(const QString& settingsPath, const QString& runningLanguage,
                           std::function<bool()> mayWrite, QWidget* parent)
    : QMenu(tr("&Language"), parent), settingsPath_(settingsPath), running_(runningLanguage),
      chosen_(savedInterfaceLanguage(settingsPath)), mayWrite_(std::move(mayWrite)),
      group_(new QActionGroup(this)) {
    for (const QString& language : offered()) {
        QAction* action = addAction(nativeName(language));
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(languageOf(language) == languageOf(chosen_) &&
                           language.isEmpty() == chosen_.isEmpty());
        group_->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { choose(language); });
    }
    addSeparator();
    restart_ = addAction(tr("&Restart now"));
    restart_->setEnabled(false);
    restart_->setStatusTip(tr("Closes the window, keeping your answers, and opens it again in "
                              "the chosen language"));
    connect(restart_, &QAction::triggered, this, &LanguageMenu::restartRequested);
}

QStringList LanguageMenu::offered() {
    return {QString(), QStringLiteral("en"), QStringLiteral("de")};
}

QAction* LanguageMenu::actionFor(const QString& language) const {
    for (QAction* action : group_->actions()) {
        if (action->data().toString() == language)
            return action;
    }
    return nullptr;
}

QStringList LanguageMenu::restartArguments(const QStringList& arguments) {
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument == QLatin1String("--locale") || argument == QLatin1String("-locale")) {
            ++i; // and its value
            continue;
        }
        if (argument.startsWith(QLatin1String("--locale=")))
            continue;
        kept.append(argument);
    }
    return kept;
}

void LanguageMenu::choose(const QString& language) {
    if (!mayWrite_()) {
        // Nothing is written while the record is read-only or a picture is taken: say so
        // rather than leave a tick that the next start would not honour.
        if (QAction* previous = actionFor(chosen_))
            previous->setChecked(true);
        emit statusMessage(tr("The language cannot be kept: settings are not written while the "
                              "record is read-only."));
        return;
    }
    chosen_ = language;
    saveInterfaceLanguage(settingsPath_, language);
    const bool differs = languageOf(language) != languageOf(running_);
    restart_->setEnabled(differs);
    emit statusMessage(differs ? tr("%1 from the next start. Language > Restart now switches at "
                                    "once; your answers are kept.")
                                     .arg(nativeName(language))
                               : tr("%1 is the language shown.").arg(nativeName(language)));
}

} // namespace app
