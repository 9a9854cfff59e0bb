// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/lesson.h"

#include "lessons/blockspecs.h"
#include "lessons/math.h"
#include "lessons/schema.h"
#include "lessons/syntax.h"
#include "lessons/typednumbers.h"

#include <QCoreApplication>

namespace lessons {
namespace {

// The schema default of a key for this block (type and kind), as written in a file.
QString schemaDefault(const Block& block, const QString& key, bool hasArg) {
    const QString kind = key == QLatin1String("kind") ? QString() : block.kind();
    const QList<KeySpec> keys = keysFor(block.type, kind);
    const KeySpec* spec = findKey(keys, key, hasArg);
    return spec ? spec->defaultValue : QString();
}

void collectParameterNames(const QList<Block>& blocks, QStringList* out) {
    for (const Block& b : blocks) {
        const QString name = controlParameter(b);
        if (!name.isEmpty() && !out->contains(name))
            out->append(name);
        collectParameterNames(b.children, out);
    }
}

const Block* findIn(const QList<Block>& blocks, const QString& id) {
    for (const Block& b : blocks) {
        if (const QString blockId = b.id(); !blockId.isEmpty() && blockId == id)
            return &b;
        if (const Block* inner = findIn(b.children, id))
            return inner;
    }
    return nullptr;
}

const Block* findControl(const QList<Block>& blocks, const QString& parameter) {
    for (const Block& b : blocks) {
        if (const QString name = controlParameter(b); !name.isEmpty() && name == parameter)
            return &b;
        if (const Block* inner = findControl(b.children, parameter))
            return inner;
    }
    return nullptr;
}

} // namespace

const Entry* Block::entry(const QString& key, const QString& arg) const {
    for (const Entry& e : entries) {
        if (e.key == key && e.arg == arg)
            return &e;
    }
    return nullptr;
}

bool Block::opensSection() const {
    if (type != QLatin1String("prose"))
        return false;
    for (const QString& line : syntax::withoutHtmlComments(source).split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            return syntax::headingLevel(line) > 0;
    }
    return false;
}

bool Block::has(const QString& key, const QString& arg) const {
    return entry(key, arg) != nullptr;
}

QString Block::text(const QString& key, const QString& arg) const {
    if (const Entry* e = entry(key, arg))
        return e->value;
    if (key == QLatin1String("title")) {
        const QString d = schemaDefault(*this, key, false);
        // The schema's default titles ("Lab") are source texts of the interface language.
        return d.isEmpty()
                   ? defaultTitle(type, kind())
                   : QCoreApplication::translate("lessons::Registry", d.toUtf8().constData());
    }
    if (type == QLatin1String("choice") && key == QLatin1String("default")) {
        const QStringList options = args(QStringLiteral("option"));
        return options.isEmpty() ? QString() : options.first();
    }
    return schemaDefault(*this, key, !arg.isEmpty());
}

QString Block::html(const QString& key, const QString& arg) const {
    return markdownWithMath(text(key, arg));
}

double Block::number(const QString& key) const {
    const QString value = text(key);
    if (value.startsWith(QLatin1Char('@'))) {
        return syntax::readNumber(schemaDefault(*this, key, false)).value;
    }
    return parseNumber(value).valueOr(0.0);
}

int Block::integer(const QString& key) const {
    return int(number(key));
}

bool Block::boolean(const QString& key) const {
    QString value = text(key);
    if (value.startsWith(QLatin1Char('@')))
        value = schemaDefault(*this, key, false);
    return syntax::readBool(value).value_or(false);
}

QList<double> Block::list(const QString& key, const QString& arg) const {
    return parseNumberList(text(key, arg), 1 << 20, 1e308).valueOr({});
}

QString Block::binding(const QString& key) const {
    const Entry* e = entry(key);
    if (!e || !e->value.startsWith(QLatin1Char('@')))
        return {};
    return e->value.mid(1).trimmed();
}

QStringList Block::args(const QString& key) const {
    QStringList out;
    for (const Entry& e : entries) {
        if (e.key == key && !e.arg.isEmpty())
            out.append(e.arg);
    }
    return out;
}

QStringList Block::values(const QString& key) const {
    QStringList out;
    for (const Entry& e : entries) {
        if (e.key == key)
            out.append(e.value);
    }
    return out;
}

QString Block::id() const {
    return text(QStringLiteral("id"));
}

QString Block::kind() const {
    if (const Entry* e = entry(QStringLiteral("kind")))
        return e->value;
    return schemaDefault(*this, QStringLiteral("kind"), false);
}

QString Lesson::headingAbove(int blockIndex) const {
    if (blockIndex < 1 || blockIndex > blocks.size() ||
        blocks.at(blockIndex - 1).type != QLatin1String("prose"))
        return {};
    QStringList lines = blocks.at(blockIndex - 1).source.split(QLatin1Char('\n'));
    bool inComment = false; // scanned backwards: "-->" opens a comment, "<!--" closes it
    while (!lines.isEmpty()) {
        const QString line = lines.takeLast().trimmed();
        if (inComment) {
            inComment = !line.contains(QLatin1String("<!--"));
            continue;
        }
        if (line.endsWith(QLatin1String("-->"))) {
            inComment = !line.startsWith(QLatin1String("<!--"));
            continue;
        }
        if (line.isEmpty())
            continue;
        QString title;
        return syntax::headingLevel(line, &title) > 0 ? title : QString();
    }
    return {};
}

bool sameHeading(const QString& heading, const QString& title) {
    auto normal = [](const QString& text) {
        QString t = text.simplified();
        while (t.endsWith(QLatin1Char(':')))
            t.chop(1);
        return t.trimmed();
    };
    const QString a = normal(heading);
    return !a.isEmpty() && a.compare(normal(title), Qt::CaseInsensitive) == 0;
}

QList<Section> Lesson::sections() const {
    QList<Section> out;
    for (int i = 0; i < blocks.size(); ++i) {
        const Block& b = blocks.at(i);
        if (b.type != QLatin1String("prose"))
            continue;
        const QString shown = syntax::withoutHtmlComments(b.source);
        for (const QString& line : shown.split(QLatin1Char('\n'))) {
            QString title;
            const int level = syntax::headingLevel(line, &title);
            if (level == 1 || level == 2)
                out.append({title, level, i});
        }
    }
    return out;
}

const Block* Lesson::findById(const QString& id) const {
    return findIn(blocks, id);
}

QStringList Lesson::parameterNames() const {
    QStringList out;
    collectParameterNames(blocks, &out);
    return out;
}

const Block* Lesson::control(const QString& parameter) const {
    return findControl(blocks, parameter);
}

bool ParseResult::hasErrors() const {
    return errorCount(diagnostics) > 0;
}

} // namespace lessons
