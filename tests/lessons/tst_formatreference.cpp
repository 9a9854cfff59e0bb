// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The key tables of docs/lesson-format.md section 3 against the registry (lessons/schema.h):
// every key the checker accepts is documented, every documented key is accepted, and "**req**"
// (without "unless", "with" or "for") in the reference means required in the registry. A new key or
// block kind that is not documented fails here. The list of keys a translator translates in
// docs/authoring.md is held to the registry's text keys the same way.
#include "lessons/schema.h"
#include "tests/common/testpaths.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace lessons;

namespace {

struct DocKey {
    QString name;
    bool hasArg = false;
    bool required = false; // unconditionally ("**req**" without "unless" or "with")
};

// Tables by block type ("slider") or chart kind ("chart/histogram"); "score keys" for the
// shared score-key table.
QHash<QString, QList<DocKey>> documentedTables() {
    QFile file(testpaths::source(u"docs"
                                 "/lesson-format.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    static const QRegularExpression blockHeading(QStringLiteral("^### `([a-z-]+)`"));
    static const QRegularExpression kindItem(QStringLiteral("^\\* `([a-z-]+)` —"));
    QHash<QString, QList<DocKey>> tables;
    QString section;
    QString current;
    bool inBlockTypes = false;
    for (const QString& raw : lines) {
        if (raw.startsWith(QLatin1String("## ")))
            inBlockTypes = raw.startsWith(QLatin1String("## 3."));
        if (!inBlockTypes)
            continue;
        if (const auto m = blockHeading.match(raw); m.hasMatch())
            section = current = m.captured(1);
        else if (raw.contains(QLatin1String("the **score keys**")))
            current = QStringLiteral("score keys");
        else if (const auto k = kindItem.match(raw);
                 k.hasMatch() && section == QLatin1String("chart"))
            current = QStringLiteral("chart/") + k.captured(1);
        const QString line = raw.trimmed();
        if (!line.startsWith(QLatin1Char('|')) || line.startsWith(QLatin1String("|---")) ||
            line.startsWith(QLatin1String("| key |")))
            continue;
        // A `|` inside a code span (`{expr|D}`) does not end a cell.
        QString masked = line;
        bool inCode = false;
        for (QChar& c : masked) {
            if (c == QLatin1Char('`'))
                inCode = !inCode;
            else if (inCode && c == QLatin1Char('|'))
                c = QLatin1Char(' ');
        }
        const QStringList cells = masked.split(QLatin1Char('|'));
        if (cells.size() < 4)
            continue;
        const QString keyCell = cells.at(1).trimmed();
        const QString defaultCell = cells.at(3).trimmed();
        if (keyCell.startsWith(QLatin1Char('(')))
            continue; // "(score keys)": the shared table
        const bool required = defaultCell.startsWith(QLatin1String("**req**")) &&
                              !defaultCell.contains(QLatin1String("unless")) &&
                              !defaultCell.contains(QLatin1String("with")) &&
                              !defaultCell.contains(QLatin1String(" for "));
        for (const QString& part : keyCell.split(QLatin1Char(','))) {
            QString name = part.trimmed();
            const bool hasArg = name.endsWith(QLatin1String(" ID"));
            if (hasArg)
                name.chop(3);
            tables[current].append({name, hasArg, required});
        }
    }
    return tables;
}

QString describe(const QList<DocKey>& keys) {
    QStringList out;
    for (const DocKey& k : keys)
        out.append(k.name + (k.hasArg ? QStringLiteral(" ID") : QString()) +
                   (k.required ? QStringLiteral(" (req)") : QString()));
    out.sort();
    return out.join(QStringLiteral(", "));
}

QList<DocKey> registryKeys(const QList<KeySpec>& keys) {
    QList<DocKey> out;
    for (const KeySpec& k : keys)
        out.append({k.key, k.hasArg, k.required});
    return out;
}

} // namespace

class TestFormatReference : public QObject {
    Q_OBJECT
private slots:
    void keyTablesMatchTheRegistry_data();
    void keyTablesMatchTheRegistry();
    void translatedKeysMatchTheRegistry();
};

void TestFormatReference::keyTablesMatchTheRegistry_data() {
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("kind");
    for (const QString& type : blockTypeNames()) {
        if (isGroupOpener(type) || isGroupCloser(type))
            continue; // groups are described in prose (section 3, "Groups"), not in key tables
        QTest::addRow("%s", qPrintable(type)) << type << type << QString();
    }
    // A kind flagged as taking scores is held to the shared score-key table, so the flag and
    // its keys cannot disagree.
    for (const ChartKindEntry& kind : chartKindSpecs()) {
        QTest::addRow("chart %s", qPrintable(kind.kind))
            << (kind.takesScores ? QStringLiteral("score keys")
                                 : QStringLiteral("chart/") + kind.kind)
            << QStringLiteral("chart") << kind.kind;
    }
}

void TestFormatReference::keyTablesMatchTheRegistry() {
    QFETCH(QString, table);
    QFETCH(QString, type);
    QFETCH(QString, kind);
    const QHash<QString, QList<DocKey>> tables = documentedTables();
    QVERIFY2(!tables.isEmpty(), "docs/lesson-format.md not found or has no key tables");
    QVERIFY2(tables.contains(table), qPrintable(QStringLiteral("no key table for %1").arg(table)));
    QList<KeySpec> keys = keysFor(type, kind);
    if (!kind.isEmpty()) // the common chart keys have their own table
        keys = keys.mid(keysFor(type, QString()).size());
    QList<DocKey> documented = tables.value(table);
    if (type == QLatin1String("table")) // "(score keys) as for charts"
        documented += tables.value(QStringLiteral("score keys"));
    QCOMPARE(describe(documented), describe(registryKeys(keys)));
}

// The keys whose words a translation may change (lessons/lessonvariant.cpp: text, and a
// readout's text outside its placeholders) are the ones docs/authoring.md lists; an outside author
// found `keys`, `instructions`, `predict-prompt` and `ref` missing there.
void TestFormatReference::translatedKeysMatchTheRegistry() {
    QFile file(testpaths::source(u"docs"
                                 "/authoring.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(file.readAll());
    const qsizetype start = doc.indexOf(QLatin1String("The texts a translator translates are"));
    QVERIFY2(start >= 0, "docs/authoring.md lists no keys a translator translates");
    const QString paragraph = doc.mid(start, doc.indexOf(QLatin1String("\n\n"), start) - start);
    static const QRegularExpression key(QStringLiteral("`([a-z][a-z-]*)`"));
    QSet<QString> documented;
    for (const auto& m : key.globalMatch(paragraph))
        documented.insert(m.captured(1));
    QSet<QString> registry;
    const auto add = [&](const QList<KeySpec>& keys) {
        for (const KeySpec& k : keys) {
            if (k.type == ValueType::Text || k.type == ValueType::Readout)
                registry.insert(k.key);
        }
    };
    for (const QString& type : blockTypeNames())
        add(keysFor(type, QString()));
    for (const ChartKindEntry& kind : chartKindSpecs())
        add(keysFor(QStringLiteral("chart"), kind.kind));
    QStringList missing = QStringList(registry.begin(), registry.end());
    missing.removeIf([&](const QString& k) { return documented.contains(k); });
    missing.sort();
    QStringList extra = QStringList(documented.begin(), documented.end());
    extra.removeIf([&](const QString& k) { return registry.contains(k); });
    extra.sort();
    QVERIFY2(
        missing.isEmpty() && extra.isEmpty(),
        qPrintable(QStringLiteral("not listed: %1; listed but no text key: %2")
                       .arg(missing.join(QStringLiteral(", ")), extra.join(QStringLiteral(", ")))));
}

QTEST_GUILESS_MAIN(TestFormatReference)
#include "tst_formatreference.moc"
