#include "lessons/parser/parser.h"

#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/math.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

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
    // The rules across the keys of one block type; single keys were checked above.
    using Rule = void (*)(Parser&, const Block&, const QString& kind);
    static const QHash<QString, Rule> rules = {
        {QStringLiteral("slider"),
         [](Parser& p, const Block& block, const QString&) { p.checkSlider(block); }},
        {QStringLiteral("choice"),
         [](Parser& p, const Block& block, const QString&) { p.checkChoice(block); }},
        {QStringLiteral("chart"),
         [](Parser& p, const Block& block, const QString& k) { p.checkChart(block, k); }},
        {QStringLiteral("table"),
         [](Parser& p, const Block& block, const QString& k) { p.checkChart(block, k); }},
        {QStringLiteral("lab"),
         [](Parser& p, const Block& block, const QString&) { p.checkLab(block); }},
        {QStringLiteral("question"),
         [](Parser& p, const Block& block, const QString&) { p.checkQuestion(block); }},
    };
    if (const Rule rule = rules.value(b.type))
        rule(*this, b, kind);
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

// ---- block-specific rules ----------------------------------------------------------------
const Entry* Parser::literal(const Block& b, const QString& key) const {
    const Entry* e = b.entry(key);
    return e && !e->value.isEmpty() && !e->value.startsWith(QLatin1Char('@')) ? e : nullptr;
}

bool Parser::numberOf(const Block& b, const QString& key, double* out) const {
    const Entry* e = literal(b, key);
    if (!e)
        return false;
    const syntax::Number number = syntax::readNumber(e->value);
    *out = number.value;
    return number.status == syntax::NumberStatus::Ok;
}

void Parser::checkSlider(const Block& b) {
    const Entry* values = b.entry(QStringLiteral("values"));
    const Entry* minE = b.entry(QStringLiteral("min"));
    const Entry* maxE = b.entry(QStringLiteral("max"));
    const Entry* def = b.entry(QStringLiteral("default"));
    double lo = 0, hi = 0, d = 0;
    const bool hasLo = numberOf(b, QStringLiteral("min"), &lo);
    const bool hasHi = numberOf(b, QStringLiteral("max"), &hi);
    const bool hasDefault = numberOf(b, QStringLiteral("default"), &d);
    if (values) {
        if (minE || maxE || b.has(QStringLiteral("step"))) {
            const Entry* extra = minE ? minE : maxE ? maxE : b.entry(QStringLiteral("step"));
            error(extra->keyPos,
                  QCoreApplication::translate("lessons", "%1 and `values` both given")
                      .arg(quoted(extra->key)),
                  QCoreApplication::translate(
                      "lessons", "give either `values` (the only stops) or `min`/`max`/`step`"
                                 ", not both"));
        }
        const Result<QList<double>> parsedStops = parseNumberList(values->value, 64, 1e300);
        if (!parsedStops)
            return;
        const QList<double>& stops = parsedStops.value();
        for (int i = 1; i < stops.size(); ++i) {
            if (stops.at(i) <= stops.at(i - 1)) {
                error(values->valuePos,
                      QCoreApplication::translate("lessons", "`values` must be ascending"),
                      QCoreApplication::translate(
                          "lessons", "list the stops from smallest to largest, each once"));
                return;
            }
        }
        if (b.boolean(QStringLiteral("log")) && stops.first() <= 0)
            error(values->valuePos,
                  QCoreApplication::translate("lessons", "a `log` slider needs positive values"),
                  QCoreApplication::translate("lessons",
                                              "make every value greater than 0, or remove `log`"));
        for (double stop : stops) {
            if (!sliderShowable(*values, stop))
                return;
        }
        if (hasDefault && !stops.contains(d))
            error(def->valuePos,
                  QCoreApplication::translate("lessons", "default %1 is not one of `values`")
                      .arg(def->value),
                  QCoreApplication::translate("lessons", "use one of: %1").arg(values->value));
        symbols_.sliderRanges.insert(b.text(QStringLiteral("param")),
                                     {stops.first(), stops.last()});
        return;
    }
    if (!minE || !maxE) {
        error(b.pos,
              QCoreApplication::translate("lessons",
                                          "the slider has neither `min` and `max` nor `values`"),
              QCoreApplication::translate(
                  "lessons", "add `min: ...` and `max: ...` lines, or `values: 1, 4, 16`"));
        return;
    }
    if (!hasLo || !hasHi)
        return;
    if (lo >= hi) {
        error(maxE->valuePos,
              QCoreApplication::translate("lessons", "`max` (%1) is not above `min` (%2)")
                  .arg(maxE->value, minE->value),
              QCoreApplication::translate("lessons", "make `min` smaller than `max`"));
        return;
    }
    if (b.boolean(QStringLiteral("log")) && lo <= 0)
        error(minE->valuePos,
              QCoreApplication::translate("lessons", "a `log` slider needs `min` > 0"),
              QCoreApplication::translate("lessons", "raise `min` above 0, or remove `log`"));
    if (!sliderShowable(*minE, lo) || !sliderShowable(*maxE, hi))
        return;
    const Entry* stepE = b.entry(QStringLiteral("step"));
    double step = 1;
    if (stepE && (!numberOf(b, QStringLiteral("step"), &step) || !sliderShowable(*stepE, step)))
        return;
    if (hasDefault && (d < lo || d > hi)) {
        error(def->valuePos,
              QCoreApplication::translate("lessons", "default %1 is outside %2..%3")
                  .arg(def->value, minE->value, maxE->value),
              QCoreApplication::translate("lessons", "pick a default between `min` and `max`"));
    } else if (hasDefault && !b.boolean(QStringLiteral("log")) && step > 0) {
        // The slider only stops at min + k * step; a default between stops would be shown
        // as the nearest stop while formulas computed with the value written.
        const double k = (d - lo) / step;
        if (std::abs(k - std::round(k)) > 1e-9 * std::max(1.0, std::abs(k))) {
            const double below = lo + std::floor(k) * step;
            const double above = std::min(hi, lo + std::ceil(k) * step);
            error(def->valuePos,
                  QCoreApplication::translate(
                      "lessons", "default %1 is not a stop of the slider (stops are `min` plus "
                                 "whole steps of %2)")
                      .arg(def->value, QString::number(step, 'g', 10)),
                  QCoreApplication::translate("lessons", "use %1 or %2, or change `step`")
                      .arg(QString::number(below, 'g', 10), QString::number(above, 'g', 10)));
        }
    }
    symbols_.sliderRanges.insert(b.text(QStringLiteral("param")), {lo, hi});
}

bool Parser::sliderShowable(const Entry& e, double value) {
    if (std::abs(value) > kMaxSliderMagnitude) {
        error(
            e.valuePos,
            QCoreApplication::translate(
                "lessons", "slider %1 is %2, beyond the largest a slider can show (%3)")
                .arg(quoted(e.key), e.value)
                .arg(kMaxSliderMagnitude),
            QCoreApplication::translate("lessons", "keep `min`, `max` and `values` within -%1..%1")
                .arg(kMaxSliderMagnitude));
        return false;
    }
    if (value != 0 && !hasAtMostDecimals(value, kSliderDecimals)) {
        error(e.valuePos,
              QCoreApplication::translate(
                  "lessons", "slider %1 is %2, finer than the %3 decimals a slider shows")
                  .arg(quoted(e.key), e.value)
                  .arg(kSliderDecimals),
              QCoreApplication::translate("lessons",
                                          "round it to %1 decimals (the smallest step is 0.000001)")
                  .arg(kSliderDecimals));
        return false;
    }
    return true;
}

void Parser::checkChoice(const Block& b) {
    const QStringList options = b.args(QStringLiteral("option"));
    if (!options.isEmpty() && options.size() < 2)
        error(b.pos, QCoreApplication::translate("lessons", "a choice needs at least two options"),
              QCoreApplication::translate("lessons", "add another `option ID: label` line"));
    symbols_.choices.insert(b.text(QStringLiteral("param")), options);
}

void Parser::checkChart(const Block& b, const QString& kind) {
    static const QStringList scored = {QStringLiteral("softmax"), QStringLiteral("gradient"),
                                       QStringLiteral("buses"), QStringLiteral("temperature")};
    const bool isTable = b.type == QLatin1String("table");
    // The kind's own rules come from its registry entry (lessons/schema.cpp).
    const KindRules kindRules = chartKindRules(kind);
    if (!isTable && !scored.contains(kind)) {
        if (kindRules)
            kindRules(b, *this);
        return;
    }
    const QStringList sets = b.args(QStringLiteral("scores"));
    const Entry* plain = b.entry(QStringLiteral("scores"));
    const Entry* query = b.entry(QStringLiteral("query"));
    if (!plain && sets.isEmpty())
        error(b.pos,
              QCoreApplication::translate("lessons", "the %1 has no `scores`")
                  .arg(isTable ? QStringLiteral("table") : QStringLiteral("chart")),
              QCoreApplication::translate(
                  "lessons", "add `scores: 2, 1, 0` (raw scores, one per key), or named sets "
                             "`scores ID: ...` with `query: @choice`"));
    if (plain && !sets.isEmpty())
        error(plain->keyPos,
              QCoreApplication::translate("lessons",
                                          "both `scores` and named `scores ID` sets given"),
              QCoreApplication::translate("lessons",
                                          "keep one form: named sets need `query: @choice`"));
    if (!sets.isEmpty() && !query)
        error(b.pos, QCoreApplication::translate("lessons", "named score sets but no `query`"),
              QCoreApplication::translate(
                  "lessons", "add `query: @name` naming a choice whose options are: %1")
                  .arg(sets.join(QStringLiteral(", "))));
    if (query && !query->value.startsWith(QLatin1Char('@')))
        error(query->valuePos,
              QCoreApplication::translate("lessons", "`query` must follow a choice"),
              QCoreApplication::translate(
                  "lessons", "write `query: @name`, where name is the `param` of a choice"));
    if (query && query->value.startsWith(QLatin1Char('@')))
        symbols_.queries.append({query->value.mid(1).trimmed(),
                                 {query->valuePos.line, query->valuePos.column + 1},
                                 sets});
    if (const Entry* keys = isTable ? b.entry(QStringLiteral("keys")) : nullptr) {
        const qsizetype names = keys->value.split(QLatin1Char(',')).size();
        QList<const Entry*> scoreLines;
        for (const Entry& e : b.entries) {
            if (e.key == QLatin1String("scores"))
                scoreLines.append(&e);
        }
        for (const Entry* line : scoreLines) {
            const qsizetype scores =
                parseNumberList(line->value, kMaxScores, 1e6).valueOr({}).size();
            if (scores > 0 && scores != names)
                error(keys->valuePos,
                      QCoreApplication::translate("lessons", "`keys` names %1 keys but line %2 "
                                                             "gives %3 scores")
                          .arg(names)
                          .arg(line->keyPos.line)
                          .arg(scores),
                      QCoreApplication::translate(
                          "lessons", "give one comma-separated name per score, in order"));
        }
    }
    if (kindRules)
        kindRules(b, *this);
}

void Parser::checkLab(const Block& b) {
    const Entry* dims = b.entry(QStringLiteral("dims"));
    QList<double> dimValues;
    if (dims) {
        const Result<QList<double>> parsed = parseNumberList(dims->value, kMaxLabDims, kMaxDk);
        if (parsed) {
            int offset = 0;
            const QStringList parts = dims->value.split(QLatin1Char(','));
            for (int i = 0; i < parsed.value().size(); ++i) {
                const double v = parsed.value().at(i);
                const QString part = parts.value(i);
                const int at =
                    offset +
                    int(part.size() - part.trimmed().size() > 0 ? part.indexOf(part.trimmed()) : 0);
                if (v != std::floor(v) || v < 1) {
                    error(valuePos(*dims, at),
                          QCoreApplication::translate(
                              "lessons", "head dimension %1 is not a whole number from 1 to %2")
                              .arg(part.trimmed())
                              .arg(kMaxDk),
                          QCoreApplication::translate("lessons",
                                                      "use whole numbers such as 1, 64, 512"));
                    return;
                }
                offset += int(part.size()) + 1;
            }
            dimValues = parsed.value();
        }
    }
    const Entry* predict = b.entry(QStringLiteral("predict"));
    if (predict && !b.has(QStringLiteral("predict-prompt")))
        error(predict->keyPos, QStringLiteral("`predict` without `predict-prompt`"),
              QCoreApplication::translate(
                  "lessons", "add `predict-prompt: ...` saying what the student predicts"));
    if (!predict) {
        for (const char* key : {"predict-prompt", "predict-dim"}) {
            if (const Entry* e = b.entry(QString::fromLatin1(key)))
                warning(e->keyPos,
                        QCoreApplication::translate("lessons", "%1 is unused without `predict`")
                            .arg(quoted(e->key)),
                        QCoreApplication::translate(
                            "lessons", "add `predict: direction` or `predict: max-weight`, or "
                                       "remove it"));
        }
    }
    double dim = 0;
    const Entry* pd = b.entry(QStringLiteral("predict-dim"));
    if (pd && numberOf(b, QStringLiteral("predict-dim"), &dim) && !dimValues.isEmpty() &&
        !dimValues.contains(dim))
        error(pd->valuePos,
              QCoreApplication::translate("lessons", "`predict-dim` %1 is not one of `dims`")
                  .arg(pd->value),
              QCoreApplication::translate("lessons", "use one of: %1").arg(dims->value));
}

void Parser::checkQuestion(const Block& b) {
    const QString kind = b.text(QStringLiteral("kind"));
    const QStringList options = b.args(QStringLiteral("option"));
    const Entry* answer = b.entry(QStringLiteral("answer"));
    if (kind == QLatin1String("numeric")) {
        for (const Entry& e : b.entries) {
            if (e.key == QLatin1String("option") || e.key == QLatin1String("feedback") ||
                e.key == QLatin1String("answer")) {
                error(e.keyPos,
                      QCoreApplication::translate("lessons",
                                                  "%1 does not apply to a numeric question")
                          .arg(quoted(e.key)),
                      QCoreApplication::translate("lessons",
                                                  "numeric questions are graded by `expected` and "
                                                  "`tolerance`; remove it or use `kind: single`"));
                break;
            }
        }
        if (!b.has(QStringLiteral("expected")))
            error(b.pos,
                  QCoreApplication::translate("lessons",
                                              "the numeric question has no `expected` value"),
                  QCoreApplication::translate("lessons",
                                              "add `expected: ...`, a number or a formula such as "
                                              "`sqrt(dk)`"));
        return;
    }
    if (kind != QLatin1String("single") && kind != QLatin1String("multi"))
        return;
    for (const char* key : {"expected", "tolerance", "unit"}) {
        if (const Entry* e = b.entry(QString::fromLatin1(key)))
            error(e->keyPos,
                  QCoreApplication::translate("lessons", "%1 applies only to numeric questions")
                      .arg(quoted(e->key)),
                  QCoreApplication::translate("lessons", "remove it, or use `kind: numeric`"));
    }
    if (options.size() < 2)
        error(b.pos,
              QCoreApplication::translate("lessons",
                                          "the question has %n option(s); it needs at least two",
                                          nullptr, int(options.size())),
              QCoreApplication::translate("lessons",
                                          "add lines like `option a: ...` and `option b: ...`"));
    for (const Entry& e : b.entries) {
        if (e.key == QLatin1String("feedback") && !e.arg.isEmpty() && !options.contains(e.arg))
            error({e.keyPos.line, e.keyPos.column + int(e.key.size()) + 1},
                  QCoreApplication::translate("lessons", "feedback for %1, which is not an option")
                      .arg(quoted(e.arg)),
                  didYouMean(
                      e.arg, options,
                      QCoreApplication::translate("lessons", "use the id of an `option` line")));
    }
    if (!answer) {
        error(b.pos, QCoreApplication::translate("lessons", "the question has no correct answer"),
              kind == QLatin1String("single")
                  ? QCoreApplication::translate("lessons",
                                                "add `answer: ID` naming the correct option")
                  : QCoreApplication::translate("lessons",
                                                "add `answer: a, c` naming every correct option"));
        return;
    }
    if (answer->value.isEmpty())
        return; // reported as an empty value
    QStringList ids;
    int offset = 0;
    for (const QString& part : answer->value.split(QLatin1Char(','))) {
        const QString id = part.trimmed();
        const int at = offset + int(part.indexOf(id.isEmpty() ? part : id));
        offset += int(part.size()) + 1;
        if (id.isEmpty()) {
            error(valuePos(*answer, at),
                  QCoreApplication::translate("lessons", "empty item in `answer`"),
                  QCoreApplication::translate("lessons", "remove the extra comma"));
            return;
        }
        if (!options.contains(id)) {
            error(valuePos(*answer, at),
                  QCoreApplication::translate("lessons", "answer %1 is not among the options")
                      .arg(quoted(id)),
                  didYouMean(id, options,
                             QCoreApplication::translate("lessons", "name an option: %1")
                                 .arg(options.join(QStringLiteral(", ")))));
            return;
        }
        ids.append(id);
    }
    if (kind == QLatin1String("single") && ids.size() != 1)
        error(answer->valuePos,
              QCoreApplication::translate("lessons", "a single-choice question has one answer"),
              QCoreApplication::translate("lessons", "name one option, or use `kind: multi`"));
}

} // namespace lessons::parse
