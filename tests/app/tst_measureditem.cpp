// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/measureditem.h"

#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

using app::MeasuredItem;

namespace {

// A block whose size hints are expensive (its whole layout): counts how often it is asked.
class CountingBlock : public QWidget {
public:
    QSize sizeHint() const override {
        ++hintsAsked;
        return {500, 120};
    }
    QSize minimumSizeHint() const override { return {90, 40}; }
    mutable int hintsAsked = 0;
};

} // namespace

class TestMeasuredItem : public QObject {
    Q_OBJECT
private slots:
    void sizesAreQWidgetItems_data();
    void sizesAreQWidgetItems();
    void growingBlockIsNotMeasuredForItsLimits();
};

void TestMeasuredItem::sizesAreQWidgetItems_data() {
    QTest::addColumn<int>("horizontal"); // QSizePolicy::Policy
    QTest::addColumn<int>("vertical");
    QTest::addColumn<int>("minimumWidth"); // 0: none
    QTest::addColumn<int>("fixedHeight");  // 0: none
    QTest::addColumn<int>("alignment");    // Qt::Alignment of the item
    QTest::addColumn<bool>("hidden");
    const int preferred = QSizePolicy::Preferred;
    QTest::addRow("preferred") << preferred << preferred << 0 << 0 << 0 << false;
    QTest::addRow("fixed") << int(QSizePolicy::Fixed) << int(QSizePolicy::Fixed) << 0 << 0 << 0
                           << false;
    QTest::addRow("maximum") << int(QSizePolicy::Maximum) << int(QSizePolicy::Maximum) << 0 << 0
                             << 0 << false;
    QTest::addRow("minimum") << int(QSizePolicy::Minimum) << int(QSizePolicy::Minimum) << 0 << 0
                             << 0 << false;
    QTest::addRow("expanding") << int(QSizePolicy::Expanding) << int(QSizePolicy::Expanding) << 0
                               << 0 << 0 << false;
    QTest::addRow("ignored") << int(QSizePolicy::Ignored) << int(QSizePolicy::Ignored) << 0 << 0
                             << 0 << false;
    QTest::addRow("minimum width") << preferred << preferred << 300 << 0 << 0 << false;
    QTest::addRow("fixed height") << preferred << preferred << 0 << 75 << 0 << false;
    QTest::addRow("aligned top") << preferred << preferred << 0 << 0 << int(Qt::AlignTop) << false;
    QTest::addRow("aligned both") << preferred << int(QSizePolicy::Fixed) << 0 << 0
                                  << int(Qt::AlignCenter) << false;
    QTest::addRow("hidden") << preferred << preferred << 0 << 0 << 0 << true;
}

// What the layout reads of the item is what QWidgetItem gives, but for the width it may take.
void TestMeasuredItem::sizesAreQWidgetItems() {
    QFETCH(int, horizontal);
    QFETCH(int, vertical);
    QFETCH(int, minimumWidth);
    QFETCH(int, fixedHeight);
    QFETCH(int, alignment);
    QFETCH(bool, hidden);
    QWidget column;
    auto* layout = new QVBoxLayout(&column);
    auto* block = new CountingBlock;
    block->setParent(&column);
    block->setSizePolicy(QSizePolicy::Policy(horizontal), QSizePolicy::Policy(vertical));
    if (minimumWidth > 0)
        block->setMinimumWidth(minimumWidth);
    if (fixedHeight > 0)
        block->setFixedHeight(fixedHeight);
    column.show();
    block->setVisible(!hidden);
    auto* item = new MeasuredItem(block, 1.0);
    item->setAlignment(Qt::Alignment(alignment));
    layout->addItem(item);
    QWidgetItem reference(block);
    reference.setAlignment(Qt::Alignment(alignment));
    QCOMPARE(item->maximumSize(), reference.maximumSize().expandedTo(QSize(QLAYOUTSIZE_MAX, 0)));
    QCOMPARE(item->minimumSize(), reference.minimumSize());
    QCOMPARE(item->minimumWidth(), reference.minimumSize().width());
    const int measure = item->measure();
    QCOMPARE(
        item->sizeHint().width(),
        std::min(reference.sizeHint().width(), std::max(measure, reference.minimumSize().width())));
}

// A page asks each block for its limits thousands of times while it is built; the width is the
// column's, a height that may grow has no limit and a size that may shrink goes down to the
// minimum hint, so none of them needs the block's whole layout.
void TestMeasuredItem::growingBlockIsNotMeasuredForItsLimits() {
    QWidget column;
    auto* layout = new QVBoxLayout(&column);
    auto* block = new CountingBlock;
    block->setParent(&column);
    block->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    auto* item = new MeasuredItem(block, 1.0);
    layout->addItem(item);
    block->hintsAsked = 0;
    QCOMPARE(item->maximumSize(), QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX));
    QCOMPARE(item->minimumWidth(), 90);
    QCOMPARE(item->minimumSize(), QSize(90, 40));
    QCOMPARE(block->hintsAsked, 0);
}

QTEST_MAIN(TestMeasuredItem)
#include "tst_measureditem.moc"
