// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/heappolicy.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QResource>
#include <QTest>

#include <cstdlib>
#include <thread>
#include <vector>

// One process per suite: the policy is set once, before the suite's own threads allocate.
class TestHeapPolicy : public QObject {
    Q_OBJECT
private slots:
    void threadsShareTheMainArena();
    void regularExpressionsRunInterpreted();
    void startupResourcesAreReadInPlace_data();
    void startupResourcesAreReadInPlace();
};

void TestHeapPolicy::threadsShareTheMainArena() {
#ifndef __GLIBC__
    QSKIP("the arena policy is glibc's");
#else
    app::shareOneHeapArena();
    // Counted from here: Qt Test's own watchdog thread may have allocated before the policy.
    const int arenasBefore = app::heapArenaCount();
    QVERIFY(arenasBefore >= 1);
    // Several threads at once, each keeping a block: without the policy glibc hands each a new
    // arena of its own.
    constexpr int kThreads = 3;
    std::vector<std::thread> threads;
    std::vector<void*> blocks(kThreads, nullptr);
    for (int i = 0; i < kThreads; ++i)
        threads.emplace_back([&blocks, i] { blocks[std::size_t(i)] = std::malloc(4096); });
    for (std::thread& thread : threads)
        thread.join();
    const int arenas = app::heapArenaCount();
    for (void* block : blocks)
        std::free(block);
    QCOMPARE(arenas, arenasBefore);
#endif
}

// PCRE2's JIT writes each compiled pattern into anonymous executable pages: with the policy no
// such mapping appears however often a pattern matches.
void TestHeapPolicy::regularExpressionsRunInterpreted() {
#ifndef Q_OS_LINUX
    QSKIP("reads /proc/self/maps");
#else
    const QRegularExpression pattern(QStringLiteral("(\\w+)\\s*=\\s*([0-9.]+)"));
    const QString text = QStringLiteral("d_k = 64, samples = 10000, sigma = 1.5 ").repeated(50);
    int matches = 0;
    for (int i = 0; i < 20; ++i) {
        for (auto it = pattern.globalMatch(text); it.hasNext(); it.next())
            ++matches;
    }
    QCOMPARE(matches, 20 * 150);
    QFile maps(QStringLiteral("/proc/self/maps"));
    QVERIFY(maps.open(QIODevice::ReadOnly));
    // A line: address perms offset dev inode [path]; anonymous mappings have no path.
    QStringList executableAnonymous;
    for (const QByteArray& line : maps.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() == 5 && fields.at(1).contains('x'))
            executableAnonymous << QString::fromLatin1(line);
    }
    QVERIFY2(executableAnonymous.isEmpty(), qPrintable(executableAnonymous.join(u'\n')));
#endif
}

void TestHeapPolicy::startupResourcesAreReadInPlace_data() {
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("atLeast");
    QTest::addRow("built-in lessons") << QStringLiteral(":/lessons") << 10;
    QTest::addRow("translations") << QStringLiteral(":/i18n") << 1;
}

// Every start reads the built-in course and a translation catalogue (English too, for its plural
// forms). Compressed, the catalogue was decompressed into a copy through libzstd, 256 KiB of
// library code paged in before the first paint (app/CMakeLists.txt).
void TestHeapPolicy::startupResourcesAreReadInPlace() {
    QFETCH(QString, folder);
    QFETCH(int, atLeast);
    int files = 0;
    for (QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QResource resource(it.next());
        QVERIFY2(resource.compressionAlgorithm() == QResource::NoCompression,
                 qPrintable(resource.fileName()));
        ++files;
    }
    QVERIFY2(files >= atLeast, qPrintable(QString::number(files)));
}

// The regular-expression policy must come before Qt Test or Qt itself matches a pattern.
int main(int argc, char** argv) {
    app::interpretRegularExpressions();
    QCoreApplication application(argc, argv);
    TestHeapPolicy test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_heappolicy.moc"
