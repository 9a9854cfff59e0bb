// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// libFuzzer target: any bytes given to the lesson parser must give a lesson or diagnostics, never
// a crash, a hang or a sanitizer report. Valid lessons are also walked through every accessor.
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/syntax.h"
#include "lessons/typednumbers.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace {

void walk(const QList<lessons::Block>& blocks, const QHash<QString, double>& params) {
    for (const lessons::Block& b : blocks) {
        for (const lessons::Entry& e : b.entries) {
            b.text(e.key, e.arg);
            b.html(e.key, e.arg);
            b.list(e.key, e.arg);
            b.number(e.key);
            b.boolean(e.key);
            b.binding(e.key);
        }
        b.kind();
        b.id();
        b.text(QStringLiteral("title"));
        if (b.type == QLatin1String("readout"))
            lessons::formatReadout(b.text(QStringLiteral("text")), params).value();
        if (b.type == QLatin1String("question")) {
            const lessons::QuestionSpec spec = lessons::QuestionSpec::from(b);
            if (spec.kind == lessons::QuestionKind::Numeric)
                lessons::gradeNumeric(spec, QStringLiteral("1.5"), params);
            else
                lessons::gradeChoice(spec, spec.optionIds());
        }
        walk(b.children, params);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const lessons::ParseResult result =
        lessons::parseLesson(bytes, QStringLiteral("fuzz.lesson.md"));
    for (const lessons::Diagnostic& d : result.diagnostics)
        d.toString();
    if (result.lesson) {
        QHash<QString, double> params;
        for (const QString& name : result.lesson->parameterNames())
            params.insert(name, 2.0);
        result.lesson->sections();
        walk(result.lesson->blocks, params);
    }
    // The helpers on their own, with the raw text (typed by a student in the application).
    if (size <= 4096) {
        const QString text = QString::fromUtf8(bytes);
        lessons::markdownWithMath(text);
        lessons::mathToPlainText(lessons::parseMath(text).root);
        lessons::parseNumberList(text, 64, 1e6);
        lessons::parseNumber(text);
        lessons::syntax::readNumber(text);
        lessons::syntax::readBool(text);
        lessons::syntax::withoutHtmlComments(text);
        lessons::syntax::endsInsideHtmlComment(text, size % 2 == 0);
        if (size <= 256)
            lessons::evaluate(text, {{QStringLiteral("dk"), 16.0}});
    }
    return 0;
}
