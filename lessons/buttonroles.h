// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace lessons {

// Buttons that lesson text may name by role (`{{run}}`), so that an instruction shows the label
// the button carries in the interface language (docs/lesson-format.md, "Button names"). The
// application's buttons take their labels from the same table, so a label lives in one place.
enum class ButtonRole {
    Run,
    RunUnchanged,
    Restore,
    Reset,
    Check,
    Commit,
    Compare,
    Play,
    NextStep,
    PreviousStep,
    NextLesson,
    PreviousLesson,
    Retry,
};

// The id lesson authors write between the braces: "run", "run-unchanged", ...
QString buttonRoleId(ButtonRole role);
// The button's label in the current interface language (translation context "ButtonRoles").
QString buttonLabel(ButtonRole role);
std::optional<ButtonRole> findButtonRole(const QString& id);
QStringList buttonRoleIds(); // in table order
// The role whose English label is `label` (case and a trailing arrow aside): a lesson that names
// a button by its label in bold instead of `{{role}}` shows the English word in every edition.
std::optional<ButtonRole> findButtonRoleByEnglishLabel(const QString& label);
// Every role's label in `language` ("en", "de"), in table order, read from the interface
// translation the application embeds under :/i18n, whatever the current interface language is.
// Empty when that translation is not at hand (a tool without the application's resources).
QStringList buttonLabelsIn(const QString& language);

// A problem with a `{{...}}` reference: message, hint and its 0-based offset in the text.
struct ButtonRoleProblem {
    QString message;
    QString hint;
    int offset = 0;
};
// Every unknown or unclosed role reference of a lesson text. Inline code, backslash escapes,
// HTML comments and $...$ math are copied as written, so `{{` inside them is no reference.
QList<ButtonRoleProblem> checkButtonRoles(const QString& text);

// Where the first `{{` reference starts (0-based), or -1: for texts that cannot show a button's
// name (the header, a readout), so the checker can say so instead of leaving it as written.
int firstButtonRoleOffset(const QString& text);

// The Markdown with every known `{{role}}` replaced by the role's label in bold (escaped, so the
// label is text, never markup). Unknown references are left as written (the checker reports
// them). Replacing twice gives the same text as replacing once.
QString markdownWithButtonLabels(const QString& markdown);

} // namespace lessons
