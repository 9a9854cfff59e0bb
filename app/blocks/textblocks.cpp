// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/textblocks.h"

#include "app/blocks/chartblock.h"

#include "app/math/mathtext.h"

#include "lessons/displaytext.h"
#include "lessons/math.h"
#include "lessons/syntax.h"

#include <QCommandLinkButton>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QLabel>
#include <QPainter>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QStyleOptionButton>
#include <QStylePainter>
#include <QVBoxLayout>

#include <algorithm>

namespace app {

namespace {

QColor calloutColor(lessons::CalloutKind kind) {
    // Mid-tone hues stay readable as a border and a faint tint on light and dark palettes.
    switch (kind) {
    case lessons::CalloutKind::Trap:
        // Violet, not the verdicts' red: a trap is an aside to read with care, and red boxes
        // ("An argument about initialisation, not a law") read as an error (sp36 #17).
        return QColor(0x8e, 0x6b, 0xd0);
    case lessons::CalloutKind::Takeaway:
        return QColor(0x3a, 0x9a, 0x4f);
    case lessons::CalloutKind::Tip:
        return QColor(0xc8, 0x96, 0x1e);
    case lessons::CalloutKind::Note:
        break;
    }
    return QColor(0x3d, 0x7e, 0xd0);
}

QString defaultCalloutTitle(lessons::CalloutKind kind) {
    switch (kind) {
    case lessons::CalloutKind::Trap:
        return QObject::tr("Trap");
    case lessons::CalloutKind::Takeaway:
        return QObject::tr("Takeaway");
    case lessons::CalloutKind::Tip:
        return QObject::tr("Tip");
    case lessons::CalloutKind::Note:
        break;
    }
    return QObject::tr("Note");
}

} // namespace

ProseBlock::ProseBlock(const lessons::ProseSpec& spec, QWidget* parent) : MarkdownView(parent) {
    // The rest comes from the page, a slice an event-loop turn (LessonPage::buildBatch).
    startLessonMarkdown(spec.markdown);
}

CodeBlock::CodeBlock(const lessons::CodeSpec& spec, QWidget* parent) : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    auto* code = new QLabel(spec.text, this);
    code->setTextFormat(Qt::PlainText);
    // Only the family: the size stays the page's, so the code follows its zoom (Ctrl++) as the
    // prose does; the desktop's fixed font set the size too, and the code kept it (issue 19).
    QFont fixed;
    fixed.setFamily(QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
    fixed.setStyleHint(QFont::TypeWriter);
    code->setFont(fixed);
    code->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    code->setWordWrap(false);
    layout->addWidget(code);
    setAccessibleName(spec.language.isEmpty() ? tr("Code sample")
                                              : tr("Code sample (%1)").arg(spec.language));
    setAccessibleDescription(spec.text.left(400));
}

CalloutBlock::CalloutBlock(const lessons::CalloutSpec& spec, QWidget* parent) : QFrame(parent) {
    const lessons::CalloutKind kind = spec.kind;
    color_ = calloutColor(kind);
    setObjectName(QStringLiteral("callout"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 10, 8);
    const QString title = spec.titleHtml.isEmpty() ? defaultCalloutTitle(kind) : spec.titleHtml;
    auto* heading = new MarkdownLabel(QStringLiteral("**%1**").arg(title), this);
    auto* body = new MarkdownLabel(spec.textHtml, this);
    layout->addWidget(heading);
    layout->addWidget(body);
    setAccessibleName(tr("%1: %2").arg(defaultCalloutTitle(kind), markdownToPlainText(title)));
    setAccessibleDescription(body->accessibleName());
}

void CalloutBlock::paintEvent(QPaintEvent* event) {
    // Painted, not a style sheet: a widget under a style sheet stops following its parent's font,
    // so Ctrl++ left every callout at the old size.
    QFrame::paintEvent(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor wash = color_;
    wash.setAlpha(28);
    painter.setPen(Qt::NoPen);
    painter.setBrush(wash);
    painter.drawRoundedRect(QRectF(rect()), 3.0, 3.0);
    painter.setBrush(color_);
    painter.drawRect(QRectF(0.0, 0.0, 4.0, height()));
}

FormulaBlock::FormulaBlock(const lessons::FormulaSpec& spec, QWidget* parent) : QFrame(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* formula = new math::FormulaView(spec.tex, this);
    layout->addWidget(formula);
    if (!spec.captionHtml.isEmpty()) {
        // Its short last word kept with the one before ("ergeben zusammen 1.", look24).
        auto* caption = new MarkdownLabel(ChartBlock::tieShortLastWord(spec.captionHtml), this);
        caption->setAlignment(Qt::AlignCenter);
        layout->addWidget(caption);
        setAccessibleDescription(caption->accessibleName());
    }
    formula->setAccessibleName(tr("Formula: %1").arg(formula->accessibleName()));
    setAccessibleName(formula->accessibleName());
}

namespace {

// A long dotted name ("torch.nn.functional.scaled_dot_product_attention") is one word to the
// line breaker, wider than a narrow column: a zero-width space after each dot or slash lets it
// break there. Never after an underscore: "scaled_dot_product_ / attention" split one name in
// two (sp20); a reference names a function in a word that fits a line (tst_course). Words with
// Markdown link or markup characters are left alone.
QString breakableLongWords(const QString& text) {
    constexpr int kLongWord = 24;
    QStringList words = text.split(QLatin1Char(' '));
    for (QString& word : words) {
        if (word.size() < kLongWord ||
            word.contains(QRegularExpression(QStringLiteral("[\\[\\]()<>`*]"))))
            continue;
        QString out;
        for (qsizetype i = 0; i < word.size(); ++i) {
            out += word.at(i);
            const QChar c = word.at(i);
            if ((c == QLatin1Char('.') || c == QLatin1Char('/')) && i + 1 < word.size())
                out += QChar(0x200B);
        }
        word = out;
    }
    return words.join(QLatin1Char(' '));
}

} // namespace

ReferencesBlock::ReferencesBlock(const lessons::ReferencesSpec& spec, QWidget* parent)
    : QFrame(parent) {
    auto* layout = new QVBoxLayout(this);
    heading_ = new QLabel(tr("References"), this);
    heading_->setFont(boldFont());
    layout->addWidget(heading_);
    QString list;
    int number = 1;
    for (const QString& ref : spec.refs)
        list += QStringLiteral("%1. %2\n").arg(number++).arg(breakableLongWords(ref));
    auto* body = new MarkdownLabel(list, this);
    layout->addWidget(body);
    setAccessibleName(tr("References"));
    setAccessibleDescription(body->accessibleName());
}

QString ReferencesBlock::shownTitle() const {
    return heading_->isHidden() ? QString() : heading_->text();
}

void ReferencesBlock::omitTitle() {
    heading_->hide();
}

namespace {

// The card's button gives way in a narrow column: its title, one line that Qt never wraps, made
// the button's least width grow with the zoom, and at 800 px a zoomed German page widened the
// window (student pass sp13 B2, "Nächste Lektion: Die Values mischen" +100 px at 120 %). The
// title is cut with an ellipsis when the button is narrower than it; the description wraps.
// Title and description are set in the page's font and size, as a callout's: QCommandLinkButton
// sets both at a fixed 9 pt, smaller than the prose and deaf to the zoom (issue 19, sp30 shot 85).
class NextLink : public QCommandLinkButton {
public:
    NextLink(const QString& title, const QString& description, QWidget* parent)
        : QCommandLinkButton(title, description, parent), title_(title) {
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred, QSizePolicy::PushButton);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }

    QSize sizeHint() const override {
        const int line = std::max(QFontMetrics(titleFont()).horizontalAdvance(title_),
                                  fontMetrics().horizontalAdvance(description()));
        // At most about a measure's width: the description wraps beyond it.
        const int width =
            textLeft() + kMargin + std::min(line, 60 * fontMetrics().averageCharWidth());
        return {width, heightForWidth(width)};
    }

    QSize minimumSizeHint() const override {
        const int width = std::min(sizeHint().width(), 16 * fontMetrics().averageCharWidth());
        return {width, heightForWidth(width)};
    }

    bool hasHeightForWidth() const override { return true; }

    int heightForWidth(int width) const override {
        return kMargin + textHeight(width - textLeft() - kMargin) + kMargin;
    }

protected:
    void resizeEvent(QResizeEvent* event) override {
        const QString shown =
            QFontMetrics(titleFont()).elidedText(title_, Qt::ElideRight, textRoom());
        if (shown != text())
            setText(shown);
        if (toolTip().isEmpty() || toolTip() == title_)
            setToolTip(shown == title_ ? QString() : title_);
        QCommandLinkButton::resizeEvent(event);
    }

    void paintEvent(QPaintEvent*) override {
        QStylePainter painter(this);
        QStyleOptionButton option;
        initStyleOption(&option);
        option.text.clear();
        option.icon = QIcon();
        // A panel only while pointed at or pressed, as a command link's.
        if (isDown() || underMouse())
            painter.drawPrimitive(QStyle::PE_PanelButtonCommand, option);
        const QIcon::Mode mode = isEnabled() ? QIcon::Normal : QIcon::Disabled;
        icon().paint(&painter, QRect(QPoint(kMargin, kMargin), iconSize()), Qt::AlignCenter, mode);
        const int titleHeight = QFontMetrics(titleFont()).height();
        painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled,
                                       QPalette::ButtonText));
        painter.setFont(titleFont());
        painter.drawText(QRect(textLeft(), kMargin, textRoom(), titleHeight),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, text());
        painter.setFont(font());
        painter.drawText(QRect(textLeft(), kMargin + titleHeight, textRoom(), height()),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, description());
    }

private:
    static constexpr int kMargin = 8;
    QFont titleFont() const {
        QFont bold = font();
        bold.setBold(true);
        return bold;
    }
    int textLeft() const { return kMargin + iconSize().width() + kMargin; }
    int textRoom() const { return std::max(1, width() - textLeft() - kMargin); }
    int textHeight(int room) const {
        int height = QFontMetrics(titleFont()).height();
        if (!description().isEmpty())
            height += fontMetrics()
                          .boundingRect(QRect(0, 0, std::max(1, room), 100000), Qt::TextWordWrap,
                                        description())
                          .height();
        return std::max(height, iconSize().height());
    }

    QString title_;
};

} // namespace

NextLessonBlock::NextLessonBlock(const lessons::NextSpec& spec, const QString& targetTitle,
                                 QWidget* parent)
    : QFrame(parent), target_(spec.lesson) {
    auto* layout = new QVBoxLayout(this);
    const QString about = spec.textHtml.isEmpty() ? QString() : markdownToPlainText(spec.textHtml);
    // A title may hold math ("Why divide by $\sqrt{d_k}$?"); a button shows plain text.
    const QString title = lessons::displayText(targetTitle).plain;
    auto* link = new NextLink(targetTitle.isEmpty() ? tr("Next lesson: %1").arg(target_)
                                                    : tr("Next lesson: %1").arg(title),
                              about, this);
    link->setEnabled(!targetTitle.isEmpty());
    if (targetTitle.isEmpty())
        link->setToolTip(tr("Lesson “%1” is not in this course folder.").arg(target_));
    link->setAccessibleName(link->text()); // whole, whatever the title shows
    link->setAccessibleDescription(about);
    connect(link, &QCommandLinkButton::clicked, this, [this] { emit openLesson(target_); });
    layout->addWidget(link);
    setAccessibleName(tr("Next lesson"));
}

} // namespace app
