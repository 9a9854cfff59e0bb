// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/parser.h"

#include <QCoreApplication>

namespace lessons::parse {

// ---- one block ---------------------------------------------------------------------------
void Parser::validateBlock(Block& b) {
    QString kind;
    if (const Entry* k = b.entry(QStringLiteral("kind")))
        kind = k->value;
    const QList<KeySpec> keys = keysFor(b.type, kind);
    const bool knownKind = b.type != QLatin1String("chart") || chartKinds().contains(kind);
    QHash<QString, int> firstLine;
    QStringList keyNames;
    for (const KeySpec& k : keys) {
        if (!keyNames.contains(k.key))
            keyNames.append(k.key);
    }
    for (const Entry& e : b.entries) {
        const KeySpec* spec = findKey(keys, e.key, !e.arg.isEmpty());
        if (!spec) {
            reportUnknownKey(b, e, keys, keyNames, kind, knownKind);
            // A chart of a misspelt kind still reads its controls: "control `gain` is bound to
            // nothing" was reported above the kind's own error (author29).
            if (!knownKind && e.value.startsWith(QLatin1Char('@')))
                symbols_.softUses.insert(e.value.mid(1).trimmed().toLower());
            // `parm: dmodel` in a control without `param`: the formulas that read `dmodel` are
            // not reported again, each as naming no control.
            if (isControlType(b.type) && !b.has(QStringLiteral("param")))
                symbols_.lostNames.insert(e.value.trimmed());
            continue;
        }
        const QString slot = e.key + QLatin1Char(' ') + e.arg;
        if (firstLine.contains(slot)) {
            const QString what =
                e.arg.isEmpty() ? quoted(e.key) : quoted(e.key + QLatin1Char(' ') + e.arg);
            if (!spec->repeatable || !e.arg.isEmpty()) {
                error(e.keyPos,
                      QCoreApplication::translate("lessons", "%1 is given twice (first on line %2)")
                          .arg(what)
                          .arg(firstLine.value(slot)),
                      e.arg.isEmpty()
                          ? QCoreApplication::translate("lessons", "remove one of them")
                          : QCoreApplication::translate("lessons", "give each a different id"));
                continue;
            }
        } else {
            firstLine.insert(slot, e.keyPos.line);
        }
        if (spec->hasArg)
            checkId(e.arg, {e.keyPos.line, e.keyPos.column + int(e.key.size()) + 1},
                    QStringLiteral("%1 id").arg(e.key));
        if (reportsAll())
            checkValue(b, e, *spec);
    }
    for (const KeySpec& k : keys) {
        if (!k.required)
            continue;
        bool present = false;
        for (const Entry& e : b.entries)
            present = present || (e.key == k.key && e.arg.isEmpty() != k.hasArg);
        if (present)
            continue;
        if (k.hasArg)
            error(b.pos,
                  QCoreApplication::translate("lessons", "the %1 block has no %2 line")
                      .arg(quoted(b.type), quoted(k.key)),
                  QCoreApplication::translate("lessons", "add lines like `%1 a: ...`").arg(k.key));
        else
            error(b.pos,
                  QCoreApplication::translate("lessons", "the %1 block lacks %2")
                      .arg(quoted(b.type), quoted(k.key)),
                  QCoreApplication::translate("lessons", "add a line `%1: ...`").arg(k.key));
    }
    // The rules across the keys of one block type come from its registry entry
    // (lessons/kinds/); single keys were checked above.
    if (const BlockEntry* spec = findBlockSpec(b.type); spec && spec->rules)
        spec->rules(b, *this);
    giveSpec(b); // before the copy below: the cross checks read the spec
    if (isControlType(b.type)) {
        const Entry* p = b.entry(QStringLiteral("param"));
        if (p && !p->value.isEmpty())
            symbols_.controls.append({p->value, b.type, p->valuePos, b});
    }
    if (const Entry* id = b.entry(QStringLiteral("id")))
        symbols_.ids.append({id->value, id->valuePos});
}

void Parser::reportUnknownKey(const Block& b, const Entry& e, const QList<KeySpec>& keys,
                              const QStringList& keyNames, const QString& kind, bool knownKind) {
    if (const KeySpec* other = findKey(keys, e.key, e.arg.isEmpty())) {
        if (other->hasArg)
            error(e.keyPos,
                  QCoreApplication::translate("lessons", "%1 needs an id after it")
                      .arg(quoted(e.key)),
                  QStringLiteral("write `%1 ID: ...`, e.g. `%1 a: ...`").arg(e.key));
        else
            error(e.keyPos,
                  QCoreApplication::translate("lessons", "%1 takes no id, but %2 follows it")
                      .arg(quoted(e.key), quoted(e.arg)),
                  QStringLiteral("write `%1: value`").arg(e.key));
        return;
    }
    if (e.key != e.key.toLower() && keyNames.contains(e.key.toLower())) {
        error(e.keyPos,
              QCoreApplication::translate("lessons", "key %1 must be lowercase").arg(quoted(e.key)),
              QStringLiteral("write %1").arg(quoted(e.key.toLower())));
        return;
    }
    if (b.type == QLatin1String("chart")) {
        if (!knownKind)
            return; // the kind itself is reported; its keys cannot be judged
        if (e.key == QLatin1String("editable") || e.key == QLatin1String("step")) {
            error(e.keyPos,
                  QCoreApplication::translate("lessons",
                                              "a %1 chart cannot be edited: it draws what the "
                                              "scores give, not the scores themselves")
                      .arg(quoted(kind)),
                  QCoreApplication::translate(
                      "lessons", "draw the scores with a `kind: scores` chart, each bound to a "
                                 "slider (`score1: @z1`), and give that chart %1")
                      .arg(quoted(e.key)));
            return;
        }
        for (const QString& other : chartKinds()) {
            if (findKey(keysFor(b.type, other), e.key, !e.arg.isEmpty())) {
                error(e.keyPos,
                      QCoreApplication::translate("lessons", "%1 does not apply to a %2 chart")
                          .arg(quoted(e.key), quoted(kind)),
                      QCoreApplication::translate("lessons",
                                                  "remove it; the keys of a %1 chart are: %2")
                          .arg(quoted(kind), keyNames.join(QStringLiteral(", "))));
                return;
            }
        }
    }
    error(e.keyPos,
          QCoreApplication::translate("lessons", "unknown key %1 in a %2 block")
              .arg(quoted(e.key), quoted(b.type)),
          didYouMean(e.key, keyNames,
                     QCoreApplication::translate("lessons", "the keys of %1 are: %2")
                         .arg(quoted(b.type), keyNames.join(QStringLiteral(", ")))));
}

// ---- what the rules define and use -------------------------------------------------------
void Parser::defineSliderRange(const QString& param, double lo, double hi) {
    symbols_.sliderRanges.insert(param, {lo, hi});
}

void Parser::defineChoice(const QString& param, const QStringList& optionIds) {
    symbols_.choices.insert(param, optionIds);
}

void Parser::useQuery(const QString& name, SourcePos pos, const QStringList& sets) {
    symbols_.queries.append({name, pos, sets});
}

} // namespace lessons::parse
