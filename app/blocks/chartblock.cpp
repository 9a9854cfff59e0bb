#include "app/blocks/chartblock.h"

#include "app/charts/chartpanel.h"
#include "app/lessondocument.h"
#include "app/richtext.h"
#include "lessons/math.h"
#include "lessons/parameters.h"

#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>

namespace app {

ChartBlock::ChartBlock(const lessons::Block& block, const PageContext& context, QWidget* parent)
    : QFrame(parent), spec_(lessons::ChartSpec::from(block)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    const ChartKindFactory factory = chartKindFactories().value(spec_.kind);
    if (factory)
        kind_ = factory(block, context, this);
    attn::charts::ChartPanel* chart = panel();
    if (chart) {
        layout->addWidget(chart);
        if (!spec_.titleHtml.isEmpty())
            chart->setTitle(markdownToPlainText(spec_.titleHtml));
        if (!spec_.captionHtml.isEmpty()) {
            // The caption line is rich text through the safe lesson document, its math as
            // Unicode (√dₖ).
            chart->setCaption(lessonRichText(lessons::withPlainMath(spec_.captionHtml)));
        }
        setAccessibleName(chart->title());
    } else {
        auto* missing =
            new QLabel(tr("This build cannot draw charts of kind “%1”.").arg(spec_.kind), this);
        missing->setWordWrap(true);
        layout->addWidget(missing);
    }
    if (context.params && kind_ && !kind_->parametersRead().isEmpty())
        connect(context.params, &lessons::ParameterSet::changed, this,
                &ChartBlock::parameterChanged);
}

ChartBlock::~ChartBlock() = default;

attn::charts::ChartPanel* ChartBlock::panel() const {
    return kind_ ? kind_->panel() : nullptr;
}

bool ChartBlock::isSettled() const {
    if (!kind_)
        return true;
    return !kind_->panel()->isBusy() && kind_->hasFirstData();
}

void ChartBlock::parameterChanged(const QString& name) {
    if (kind_ && kind_->parametersRead().contains(name))
        kind_->parameterChanged(name);
}

} // namespace app
