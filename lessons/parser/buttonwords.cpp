// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A button named as written ("Drücken Sie **Starten**") that no button carries: the German
// edition's lab button reads "Ausführen", so the student looks for a word that is not on the page
// (author27's case 131 family; an English label in bold is values.cpp's warning). The words are
// held to the interface's labels in the lesson's language and to the labels its own blocks give.
#include "lessons/buttonroles.h"
#include "lessons/parser/giveaways.h"
#include "lessons/parser/grammar.h"
#include "lessons/parser/parser.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace lessons::parse {

bool namesAButton(const QString& textBefore) {
    // Only the end of the sentence before the word: "Press" three sentences earlier names
    // nothing here. 60 characters hold "Drücken Sie im Labor unten noch einmal auf". A small
    // adverb right before the word ("drücken Sie dann **Start**", author28's case 050) still
    // names it; "dann" between the verb and other words starts a clause of its own.
    static const QRegularExpression pressed(
        QStringLiteral("(?:\\b(?:press|click|tap|hit)(?:\\s+(?:on|the))*|\\b(?:drücken|klicken|"
                       "tippen)\\s+sie(?:\\s+(?!und\\b|oder\\b|dann\\b)[\\w-]+){0,4}?"
                       "(?:\\s+(?:dann|nun|jetzt|erneut|wieder|noch\\s+einmal))?(?:\\s+auf)?|"
                       "\\b(?:button|"
                       "schaltfläche|knopf))\\s*$"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    QString tail = textBefore.right(60);
    if (const qsizetype stop = tail.lastIndexOf(QRegularExpression(QStringLiteral("[.!?:;\\n]")));
        stop >= 0)
        tail = tail.mid(stop + 1);
    return pressed.match(tail).hasMatch();
}

namespace {

// Keyboard keys are pressed too: "Drücken Sie **Enter**" names no button on the page.
bool isKeyName(const QString& word) {
    static const QRegularExpression key(
        QStringLiteral("^(?:enter|eingabe|return|tab|esc|escape|space|leertaste|shift|umschalt|"
                       "strg|ctrl|alt|f\\d{1,2}|.*\\+.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    return key.match(word.trimmed()).hasMatch();
}

QString bareLabel(QString label) {
    static const QRegularExpression arrows(QStringLiteral("^[\\s←→]+|[\\s←→]+$"));
    return label.remove(arrows).toCaseFolded();
}

void collectLabels(const QList<Block>& blocks, QSet<QString>* labels) {
    for (const Block& b : blocks) {
        for (const Entry& e : b.entries) {
            if (e.key == QLatin1String("label"))
                labels->insert(bareLabel(e.value));
        }
        collectLabels(b.children, labels);
    }
}

} // namespace

void Parser::checkLiteralButtonWords() {
    if (symbols_.literalButtons.isEmpty())
        return;
    const QStringList interfaceLabels = buttonLabelsIn(lesson_.language);
    if (interfaceLabels.isEmpty())
        return; // no translation at hand to hold the words to: nothing is guessed
    QSet<QString> known;
    for (const QString& label : interfaceLabels)
        known.insert(bareLabel(label));
    collectLabels(lesson_.blocks, &known);
    QStringList roleHints;
    const QStringList ids = buttonRoleIds();
    for (qsizetype i = 0; i < ids.size() && i < interfaceLabels.size(); ++i)
        roleHints.append(QStringLiteral("`{{%1}}` %2").arg(ids.at(i), interfaceLabels.at(i)));
    for (const auto& [word, pos] : std::as_const(symbols_.literalButtons)) {
        if (known.contains(bareLabel(word)) || isKeyName(word))
            continue;
        warning(pos,
                QCoreApplication::translate("lessons", "%1 names a button, but no button of this "
                                                       "lesson reads so in its language (%2)")
                    .arg(quoted(QStringLiteral("**%1**").arg(word)), lesson_.language),
                QCoreApplication::translate("lessons",
                                            "write the button's role, which shows its label in "
                                            "the student's language: %1")
                    .arg(roleHints.join(QStringLiteral(", "))));
    }
}

} // namespace lessons::parse
