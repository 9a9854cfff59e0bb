// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/buttonroles.h"

#include "lessons/schema.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QTranslator>

#include <iterator>

namespace lessons {
namespace {

struct RoleEntry {
    ButtonRole role;
    const char* id;
    const char* label;
};

// The one place of every role's label; lupdate extracts them through QT_TRANSLATE_NOOP.
constexpr RoleEntry kRoles[] = {
    {ButtonRole::Run, "run", QT_TRANSLATE_NOOP("ButtonRoles", "Run")},
    {ButtonRole::RunUnchanged, "run-unchanged",
     QT_TRANSLATE_NOOP("ButtonRoles", "Run the lesson's logits")},
    {ButtonRole::Restore, "restore", QT_TRANSLATE_NOOP("ButtonRoles", "Restore")},
    {ButtonRole::Reset, "reset", QT_TRANSLATE_NOOP("ButtonRoles", "Reset")},
    {ButtonRole::Check, "check", QT_TRANSLATE_NOOP("ButtonRoles", "Check")},
    {ButtonRole::Commit, "commit", QT_TRANSLATE_NOOP("ButtonRoles", "Commit prediction")},
    {ButtonRole::Compare, "compare",
     QT_TRANSLATE_NOOP("ButtonRoles", "Compare with the model answer")},
    {ButtonRole::Play, "play", QT_TRANSLATE_NOOP("ButtonRoles", "Play")},
    {ButtonRole::NextStep, "next-step", QT_TRANSLATE_NOOP("ButtonRoles", "Next step →")},
    {ButtonRole::PreviousStep, "previous-step",
     QT_TRANSLATE_NOOP("ButtonRoles", "← Previous step")},
    {ButtonRole::NextLesson, "next-lesson", QT_TRANSLATE_NOOP("ButtonRoles", "Next lesson →")},
    {ButtonRole::PreviousLesson, "previous-lesson",
     QT_TRANSLATE_NOOP("ButtonRoles", "← Previous lesson")},
    {ButtonRole::Retry, "retry", QT_TRANSLATE_NOOP("ButtonRoles", "Retry")},
};

const RoleEntry& entryOf(ButtonRole role) {
    for (const RoleEntry& e : kRoles) {
        if (e.role == role)
            return e;
    }
    return kRoles[0]; // unreachable: the table covers the enum
}

// A `{{...}}` in a text: where it starts, its length, the name between the braces; `closed` is
// false when no `}}` follows on the same line (then length covers the `{{` only).
struct RoleReference {
    int start = 0;
    int length = 0;
    QString name;
    bool closed = false;
};

// Every role reference outside verbatim spans (code, escapes, comments) and $...$ math.
QList<RoleReference> roleReferences(const QString& text) {
    QList<RoleReference> found;
    if (!text.contains(QLatin1String("{{")))
        return found; // most lesson text: not scanned a character at a time
    const int n = int(text.size());
    // The next `}}` and line end at or after the scan position, found again only once passed, so
    // a line of unclosed `{{ {{ ...` is read once, not once per `{{`.
    int nextClose = -2;
    int nextLineEnd = -2;
    int i = 0;
    while (i < n) {
        if (const int end = syntax::verbatimEnd(text, i); end >= 0) {
            i = end;
            continue;
        }
        const QChar c = text.at(i);
        if (c == QLatin1Char('$')) {
            int close = i + 1;
            while (close < n && text.at(close) != QLatin1Char('$'))
                close += text.at(close) == QLatin1Char('\\') ? 2 : 1;
            // An unclosed `$` is the math checker's error; the rest of the text is still read.
            i = close < n ? close + 1 : i + 1;
            continue;
        }
        if (c != QLatin1Char('{') || i + 1 >= n || text.at(i + 1) != QLatin1Char('{')) {
            ++i;
            continue;
        }
        RoleReference ref;
        ref.start = i;
        if (nextClose != -1 && nextClose < i + 2)
            nextClose = int(text.indexOf(QLatin1String("}}"), i + 2));
        if (nextLineEnd != -1 && nextLineEnd < i + 2)
            nextLineEnd = int(text.indexOf(QLatin1Char('\n'), i + 2));
        const int close = nextClose;
        const int lineEnd = nextLineEnd;
        if (close < 0 || (lineEnd >= 0 && lineEnd < close)) {
            ref.length = 2;
            found.append(ref);
            i += 2;
            continue;
        }
        ref.closed = true;
        ref.length = close + 2 - i;
        ref.name = text.mid(i + 2, close - i - 2);
        found.append(ref);
        i = close + 2;
    }
    return found;
}

QString escapedMarkdown(const QString& text) {
    QString out;
    for (const QChar c : text) {
        // CommonMark lets a backslash escape any ASCII punctuation character.
        if (c.unicode() < 128 && (c.isPunct() || c.isSymbol()))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

} // namespace

QStringList buttonLabelsIn(const QString& language) {
    QStringList labels;
    if (language == QLatin1String("en")) {
        for (const RoleEntry& e : kRoles)
            labels.append(QString::fromUtf8(e.label));
        return labels;
    }
    QTranslator translation;
    if (!translation.load(QStringLiteral("attention-lab_") + language, QStringLiteral(":/i18n")))
        return labels;
    for (const RoleEntry& e : kRoles) {
        const QString translated = translation.translate("ButtonRoles", e.label);
        labels.append(translated.isEmpty() ? QString::fromUtf8(e.label) : translated);
    }
    return labels;
}

std::optional<ButtonRole> findButtonRoleByEnglishLabel(const QString& label) {
    static const QString arrows = QStringLiteral("←→ ");
    const auto bare = [](QString text) {
        while (!text.isEmpty() && arrows.contains(text.front()))
            text.remove(0, 1);
        while (!text.isEmpty() && arrows.contains(text.back()))
            text.chop(1);
        return text;
    };
    const QString wanted = bare(label.trimmed());
    for (const RoleEntry& e : kRoles) {
        if (wanted.compare(bare(QString::fromUtf8(e.label)), Qt::CaseInsensitive) == 0)
            return e.role;
    }
    return std::nullopt;
}

QString buttonRoleId(ButtonRole role) {
    return QString::fromLatin1(entryOf(role).id);
}

QString buttonLabel(ButtonRole role) {
    return QCoreApplication::translate("ButtonRoles", entryOf(role).label);
}

std::optional<ButtonRole> findButtonRole(const QString& id) {
    for (const RoleEntry& e : kRoles) {
        if (id == QLatin1String(e.id))
            return e.role;
    }
    return std::nullopt;
}

QStringList buttonRoleIds() {
    QStringList ids;
    for (const RoleEntry& e : kRoles)
        ids.append(QString::fromLatin1(e.id));
    return ids;
}

QList<ButtonRoleProblem> checkButtonRoles(const QString& text) {
    // Bounds the report of hostile input: a paragraph of `{{ {{ ...` holds thousands.
    constexpr int kMaxProblems = 8;
    QList<ButtonRoleProblem> problems;
    const QStringList ids = buttonRoleIds();
    const QString all = ids.join(QStringLiteral(", "));
    for (const RoleReference& ref : roleReferences(text)) {
        if (problems.size() == kMaxProblems)
            break;
        if (!ref.closed) {
            problems.append(
                {QCoreApplication::translate("lessons", "`{{` opens a button name but no `}}` "
                                                        "closes it on the same line"),
                 QCoreApplication::translate("lessons", "write a role such as `{{run}}`, or `\\{{` "
                                                        "to show two literal braces"),
                 ref.start});
            continue;
        }
        if (findButtonRole(ref.name))
            continue;
        const QString best = closestMatch(ref.name.trimmed(), ids);
        const QString hint =
            best.isEmpty()
                ? QCoreApplication::translate("lessons", "the roles are: %1").arg(all)
                : QCoreApplication::translate("lessons", "did you mean `{{%1}}`? The roles are: %2")
                      .arg(best, all);
        problems.append({QCoreApplication::translate("lessons", "unknown button role `{{%1}}`")
                             .arg(ref.name.left(40)),
                         hint, ref.start});
    }
    return problems;
}

int firstButtonRoleOffset(const QString& text) {
    const QList<RoleReference> refs = roleReferences(text);
    return refs.isEmpty() ? -1 : refs.first().start;
}

QString markdownWithButtonLabels(const QString& markdown) {
    const QList<RoleReference> refs = roleReferences(markdown);
    if (refs.isEmpty())
        return markdown;
    QString out;
    int copied = 0;
    for (const RoleReference& ref : refs) {
        const std::optional<ButtonRole> role = ref.closed ? findButtonRole(ref.name) : std::nullopt;
        if (!role)
            continue;
        out += QStringView(markdown).mid(copied, ref.start - copied);
        out += QStringLiteral("**") + escapedMarkdown(buttonLabel(*role)) + QStringLiteral("**");
        copied = ref.start + ref.length;
    }
    out += QStringView(markdown).mid(copied);
    return out;
}

} // namespace lessons
