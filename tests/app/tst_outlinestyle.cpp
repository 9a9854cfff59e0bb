// app::OutlineStyle: in a dark palette the check boxes, radio buttons and panel frames a student
// must see stand out from the window; a light palette is drawn as the base style draws it.
#include "app/outlinestyle.h"
#include "darkpalette.h"

#include <QCheckBox>
#include <QFrame>
#include <QRadioButton>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QtTest>

#include <memory>

namespace {

// The largest lightness difference between any pixel of `rect` and the window colour.
int contrast(QWidget& widget, const QRect& rect) {
    const QImage image = widget.grab(rect).toImage();
    const int window = widget.palette().color(QPalette::Window).lightness();
    int most = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            most = std::max(most, std::abs(QColor(image.pixel(x, y)).lightness() - window));
    }
    return most;
}

// The indicator's rectangle of an unchecked box or button, without its text.
QRect indicator(QWidget& widget, QStyle::SubElement element) {
    QStyleOptionButton option;
    option.initFrom(&widget);
    return widget.style()->subElementRect(element, &option, &widget);
}

} // namespace

class TestOutlineStyle : public QObject {
    Q_OBJECT

private slots:
    void darkIndicatorsAndFramesStandOut_data();
    void darkIndicatorsAndFramesStandOut();
    void lightPaletteIsTheBaseStyles();
};

void TestOutlineStyle::darkIndicatorsAndFramesStandOut_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("check box") << QStringLiteral("check");
    QTest::newRow("radio button") << QStringLiteral("radio");
    QTest::newRow("panel") << QStringLiteral("frame");
}

void TestOutlineStyle::darkIndicatorsAndFramesStandOut() {
    QFETCH(QString, kind);
    // A student must tell the box from the window: a lightness step of 60 or more (the Fusion
    // outline alone, window.darker(140), is about 12).
    constexpr int kVisible = 60;
    for (const bool outlined : {false, true}) {
        std::unique_ptr<QStyle> style(outlined ? new app::OutlineStyle
                                               : QStyleFactory::create(QStringLiteral("Fusion")));
        std::unique_ptr<QWidget> widget;
        QRect rect;
        if (kind == QLatin1String("check")) {
            widget = std::make_unique<QCheckBox>(QStringLiteral("Mask key 3"));
        } else if (kind == QLatin1String("radio")) {
            widget = std::make_unique<QRadioButton>(QStringLiteral("They stay the same"));
        } else {
            auto* frame = new QFrame;
            frame->setFrameShape(QFrame::StyledPanel);
            widget.reset(frame);
        }
        widget->setStyle(style.get());
        widget->setPalette(darkPalette());
        widget->resize(200, 40);
        if (kind == QLatin1String("check"))
            rect = indicator(*widget, QStyle::SE_CheckBoxIndicator);
        else if (kind == QLatin1String("radio"))
            rect = indicator(*widget, QStyle::SE_RadioButtonIndicator);
        else
            rect = QRect(0, 0, 200, 2); // the frame's top edge
        const int seen = contrast(*widget, rect);
        if (outlined)
            QVERIFY2(seen >= kVisible, qPrintable(QStringLiteral("%1 %2").arg(kind).arg(seen)));
        else
            QVERIFY2(seen < kVisible, qPrintable(QStringLiteral("Fusion now shows the %1 (%2): "
                                                                "is the outline still needed?")
                                                     .arg(kind)
                                                     .arg(seen)));
    }
}

void TestOutlineStyle::lightPaletteIsTheBaseStyles() {
    app::OutlineStyle outlined;
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QImage pictures[2];
    for (int i = 0; i < 2; ++i) {
        QCheckBox box(QStringLiteral("Mask key 3"));
        box.setStyle(i == 0 ? static_cast<QStyle*>(&outlined) : fusion.get());
        box.setPalette(QPalette(Qt::white));
        box.resize(200, 40);
        pictures[i] = box.grab().toImage();
    }
    QCOMPARE(pictures[0], pictures[1]);
}

QTEST_MAIN(TestOutlineStyle)
#include "tst_outlinestyle.moc"
