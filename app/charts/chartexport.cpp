// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/chartexport.h"

#include "app/charts/chartpanel.h"
#include "app/charts/keyname.h"
#include "app/charts/logitbars.h"

#include <QAction>
#include <QBuffer>
#include <QContextMenuEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontInfo>
#include <QHash>
#include <QImage>
#include <QKeyEvent>
#include <QLayout>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

#include <algorithm>

namespace attn::charts {
namespace {

QWidget* exportTarget(QWidget* view) {
    for (QWidget* w = view; w; w = w->parentWidget()) {
        if (qobject_cast<ChartPanel*>(w))
            return w;
    }
    return view;
}

void saveWithDialog(QWidget* view, const QString& suffix) {
    QWidget* target = exportTarget(view);
    // Named after the title the student reads over the chart: the lab's bars suggested
    // "Raw-logits-as-bars" (their accessible name) under "Raw logits, one bar per key" (sp28).
    const QString name = chartFileStem(shownChartTitle(target));
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString path = QFileDialog::getSaveFileName(
        view, QObject::tr("Save chart"), QDir(folder).filePath(name + QLatin1Char('.') + suffix),
        suffix == QLatin1String("svg") ? QObject::tr("SVG images (*.svg)")
                                       : QObject::tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveChartImage(target, path, &error))
        QMessageBox::warning(view, QObject::tr("Save chart"), error);
}

// How a character outside ASCII is written in a file name: math by its name, German letters as
// German writes them without umlauts. Others are decomposed (ₖ -> k, é -> e) or dropped.
QString spelledOut(QChar c) {
    static const QHash<char16_t, QString> names = {
        {u'√', QStringLiteral(" sqrt ")}, {u'∞', QStringLiteral(" inf ")},
        {u'×', QStringLiteral(" x ")},    {u'ä', QStringLiteral("ae")},
        {u'ö', QStringLiteral("oe")},     {u'ü', QStringLiteral("ue")},
        {u'Ä', QStringLiteral("Ae")},     {u'Ö', QStringLiteral("Oe")},
        {u'Ü', QStringLiteral("Ue")},     {u'ß', QStringLiteral("ss")},
        {u'α', QStringLiteral("alpha")},  {u'β', QStringLiteral("beta")},
        {u'γ', QStringLiteral("gamma")},  {u'δ', QStringLiteral("delta")},
        {u'Δ', QStringLiteral("Delta")},  {u'ε', QStringLiteral("epsilon")},
        {u'θ', QStringLiteral("theta")},  {u'λ', QStringLiteral("lambda")},
        {u'μ', QStringLiteral("mu")},     {u'π', QStringLiteral("pi")},
        {u'σ', QStringLiteral("sigma")},  {u'Σ', QStringLiteral("Sigma")},
        {u'τ', QStringLiteral("tau")},    {u'φ', QStringLiteral("phi")},
        {u'ω', QStringLiteral("omega")},
    };
    return names.value(c.unicode(), QString(c));
}

// QSvgGenerator names a font as it was asked for: Qt's alias "Sans Serif" means nothing outside
// Qt (a browser took a serif). Each family becomes the one Qt drew with and a generic fallback.
QByteArray withFontsNamed(const QByteArray& svg) {
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    QString text = QString::fromUtf8(svg);
    QHash<QString, QString> named;
    QString result;
    qsizetype done = 0;
    for (auto it = family.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString asked = match.captured(1);
        if (!named.contains(asked)) {
            const QFontInfo drawn{QFont(asked)};
            const QString generic = drawn.fixedPitch() ? QStringLiteral("monospace")
                                    : drawn.family().contains(QLatin1String("Serif")) &&
                                            !drawn.family().contains(QLatin1String("Sans"))
                                        ? QStringLiteral("serif")
                                        : QStringLiteral("sans-serif");
            named.insert(asked, QStringLiteral("'%1', %2").arg(drawn.family(), generic));
        }
        result += QStringView(text).mid(done, match.capturedStart(1) - done);
        result += named.value(asked);
        done = match.capturedEnd(1);
    }
    result += QStringView(text).mid(done);
    return result.toUtf8();
}

} // namespace

QString chartFileStem(const QString& title) {
    // Bounded so the name with its folder stays far below the usual 255-byte name limit.
    constexpr qsizetype kMaxChars = 80;
    QString spelled;
    for (QChar c : title)
        spelled += spelledOut(c);
    const QString decomposed = spelled.normalized(QString::NormalizationForm_KD);
    QString stem;
    bool gap = false;
    for (QChar c : decomposed) {
        if (c.unicode() < 128 && c.isLetterOrNumber()) {
            if (gap && !stem.isEmpty())
                stem += QLatin1Char('-');
            stem += c;
            gap = false;
        } else if (c.category() != QChar::Mark_NonSpacing) {
            gap = true; // an accent drops, its letter stays; anything else parts two words
        }
    }
    if (stem.size() > kMaxChars) {
        const qsizetype cut = stem.lastIndexOf(QLatin1Char('-'), kMaxChars);
        stem.truncate(cut > kMaxChars / 2 ? cut : kMaxChars);
    }
    return stem.isEmpty() ? QStringLiteral("chart") : stem;
}

namespace {

// What the SVG's <desc> says: what the chart shows and its values, never the keyboard help
// a focused chart gives a screen reader (the lab's bars had "Left and Right choose a key").
QString pictureDescription(const QWidget* chart, const QString& caption) {
    QString description;
    if (const auto* bars = qobject_cast<const LogitBars*>(chart))
        description = bars->picturedValues();
    else
        description = chart->accessibleDescription();
    if (!caption.isEmpty())
        description += (description.isEmpty() ? QString() : QStringLiteral(" ")) + caption;
    return spokenText(description);
}

// `margin`: blank room on every side. A panel's title and tick numbers start at its very edge,
// where the page leaves them room on screen; the lab's picture lays out room of its own (0).
bool saveRendered(QWidget* chart, const QString& path, const QString& caption, int margin,
                  QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")) {
        *error = QObject::tr("Name the file .png or .svg; the suffix picks the format.");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QObject::tr("Cannot write %1: %2 (check the folder's permissions).")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    // A chart in a window not yet shown has no size until rendering lays that window out
    // (QWidget::grab and render do it first); the picture is sized after that.
    if (!chart->isVisible())
        (void)chart->grab(QRect(0, 0, 1, 1));
    // The caption line, a little smaller than the chart's text, under the chart and lined up
    // with its title.
    QFont captionFont = chart->font();
    if (captionFont.pointSizeF() > 0)
        captionFont.setPointSizeF(captionFont.pointSizeF() * 0.9);
    const QFontMetrics captionMetrics(captionFont);
    const int indent = chart->layout() ? chart->layout()->contentsMargins().left()
                                       : chart->contentsMargins().left();
    // Wrapped to the chart's width: a chart that reads several controls has a long caption.
    const QRect captionBox =
        caption.isEmpty()
            ? QRect()
            : captionMetrics.boundingRect(
                  QRect(indent, chart->height(), std::max(1, chart->width() - 2 * indent), 10000),
                  Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
    const int captionHeight =
        caption.isEmpty() ? 0 : captionBox.height() + captionMetrics.height() / 2;
    const QSize drawn(chart->width(), chart->height() + captionHeight);
    const QSize size = drawn + QSize(2 * margin, 2 * margin);
    // One background, the page's, under the whole picture: the panel's own (the window colour)
    // drew grey bands behind the title and the caption, and the SVG left the gaps between its
    // parts transparent (sp26).
    const QColor background = chart->palette().color(QPalette::Base);
    const auto draw = [&](QPainter& painter) {
        QList<ChartView*> views = chart->findChildren<ChartView*>();
        if (auto* view = qobject_cast<ChartView*>(chart))
            views.append(view);
        for (ChartView* view : std::as_const(views))
            view->setFocusFrameShown(false);
        painter.fillRect(QRect(QPoint(), size), background);
        painter.translate(margin, margin);
        chart->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        for (ChartView* view : std::as_const(views))
            view->setFocusFrameShown(true);
        if (!caption.isEmpty()) {
            painter.setFont(captionFont);
            painter.setPen(chart->palette().color(QPalette::PlaceholderText));
            painter.drawText(QRect(indent, chart->height(), std::max(1, drawn.width() - 2 * indent),
                                   captionBox.height()),
                             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
        }
    };
    bool written = true;
    if (suffix == QLatin1String("png")) {
        const qreal ratio = pictureRatio(size.width(), chart->devicePixelRatioF());
        QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        QPainter painter(&image);
        draw(painter);
        written = painter.end() && image.save(&file, "PNG");
    } else {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        // Font sizes are written in points at this resolution: at the generator's 72 dpi a
        // 9 pt label laid out at the screen's 12 px was written as 9, so in a browser every
        // subscript stood apart from its letter.
        svg.setResolution(chart->logicalDpiY());
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(shownChartTitle(chart));
        svg.setDescription(pictureDescription(chart, caption));
        QPainter painter(&svg);
        draw(painter);
        written = painter.end() && file.write(withFontsNamed(buffer.data())) >= 0;
    }
    if (!written || !file.commit()) {
        *error = QObject::tr("Cannot save %1: %2 (check free space).")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace

bool saveChartImage(QWidget* chart, const QString& path, QString* error) {
    const QString caption = pictureCaptionFor(chart);
    // The lab's bars stand alone, without a panel's title line: saved at a slide's size with
    // their title and axis name (sp27: a 604x182 strip with neither).
    if (auto* bars = qobject_cast<LogitBars*>(chart)) {
        const std::unique_ptr<LogitBars> picture =
            bars->pictureCopy(LogitBars::pictureSize(bars->size()));
        return saveRendered(picture.get(), path, caption, 0, error);
    }
    return saveRendered(chart, path, caption, QFontMetrics(chart->font()).height(), error);
}

QString pictureCaptionFor(const QWidget* chart) {
    for (const QWidget* w = chart; w; w = w->parentWidget()) {
        if (const auto* source = dynamic_cast<const PictureSource*>(w))
            return source->pictureCaption();
    }
    return {};
}

QString shownChartTitle(const QWidget* chart) {
    QString title;
    if (const auto* bars = qobject_cast<const LogitBars*>(chart))
        title = bars->title();
    else if (const auto* panel = qobject_cast<const ChartPanel*>(chart))
        title = panel->title();
    if (Qt::mightBeRichText(title))
        title = QTextDocumentFragment::fromHtml(title).toPlainText();
    return title.isEmpty() ? chart->accessibleName() : title;
}

qreal pictureRatio(int width, qreal screenRatio) {
    return std::max(screenRatio, width > 0 ? qreal(kPictureWidth) / width : screenRatio);
}

QMenu* createChartMenu(QWidget* view, QWidget* parent) {
    auto* menu = new QMenu(parent);
    QAction* png = menu->addAction(QObject::tr("Save chart as PNG…"));
    QAction* svg = menu->addAction(QObject::tr("Save chart as SVG…"));
    QObject::connect(png, &QAction::triggered, view,
                     [view] { saveWithDialog(view, QStringLiteral("png")); });
    QObject::connect(svg, &QAction::triggered, view,
                     [view] { saveWithDialog(view, QStringLiteral("svg")); });
    return menu;
}

namespace {

void popupAt(QWidget* view, const QPoint& globalPos) {
    QMenu* menu = createChartMenu(view, view);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(globalPos);
}

} // namespace

void popupChartMenu(QWidget* view, const QContextMenuEvent* event) {
    popupAt(view, event->reason() == QContextMenuEvent::Keyboard
                      ? view->mapToGlobal(view->rect().center())
                      : event->globalPos());
}

bool popupChartMenuForKey(QWidget* view, const QKeyEvent* event) {
    if (event->key() != Qt::Key_F10 ||
        (event->modifiers() & ~Qt::KeypadModifier) != Qt::ShiftModifier)
        return false;
    popupAt(view, view->mapToGlobal(view->rect().center()));
    return true;
}

} // namespace attn::charts
