// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/heappolicy.h"

#include <QTest>

#include <cstdlib>
#include <thread>
#include <vector>

// One process per suite: the policy is set once, before the suite's own threads allocate.
class TestHeapPolicy : public QObject {
    Q_OBJECT
private slots:
    void threadsShareTheMainArena();
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

QTEST_GUILESS_MAIN(TestHeapPolicy)
#include "tst_heappolicy.moc"
