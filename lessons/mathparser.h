#pragma once

// Internal to lessons/math*.cpp: the command table and the TeX parser.

#include "lessons/math.h"

#include <QChar>
#include <QString>

namespace lessons::detail {

using Kind = MathNode::Kind;
using Variant = MathNode::Variant;

struct Command {
    const char* name;
    const char* text; // UTF-8
    Kind kind;
    MathClass cls;
    const char* spoken;
};

// The commands of docs/lesson-format.md, section "Math", other than the structural ones
// (\frac, \sqrt, \left, \right, \text, \mathrm, \mathbf, \operatorname, accents, \begin).
inline const Command kCommands[] = {
    {"alpha", "α", Kind::Symbol, MathClass::Ord, "alpha"},
    {"beta", "β", Kind::Symbol, MathClass::Ord, "beta"},
    {"gamma", "γ", Kind::Symbol, MathClass::Ord, "gamma"},
    {"delta", "δ", Kind::Symbol, MathClass::Ord, "delta"},
    {"epsilon", "ϵ", Kind::Symbol, MathClass::Ord, "epsilon"},
    {"varepsilon", "ε", Kind::Symbol, MathClass::Ord, "epsilon"},
    {"zeta", "ζ", Kind::Symbol, MathClass::Ord, "zeta"},
    {"eta", "η", Kind::Symbol, MathClass::Ord, "eta"},
    {"theta", "θ", Kind::Symbol, MathClass::Ord, "theta"},
    {"iota", "ι", Kind::Symbol, MathClass::Ord, "iota"},
    {"kappa", "κ", Kind::Symbol, MathClass::Ord, "kappa"},
    {"lambda", "λ", Kind::Symbol, MathClass::Ord, "lambda"},
    {"mu", "μ", Kind::Symbol, MathClass::Ord, "mu"},
    {"nu", "ν", Kind::Symbol, MathClass::Ord, "nu"},
    {"xi", "ξ", Kind::Symbol, MathClass::Ord, "xi"},
    {"omicron", "ο", Kind::Symbol, MathClass::Ord, "omicron"},
    {"pi", "π", Kind::Symbol, MathClass::Ord, "pi"},
    {"rho", "ρ", Kind::Symbol, MathClass::Ord, "rho"},
    {"sigma", "σ", Kind::Symbol, MathClass::Ord, "sigma"},
    {"tau", "τ", Kind::Symbol, MathClass::Ord, "tau"},
    {"upsilon", "υ", Kind::Symbol, MathClass::Ord, "upsilon"},
    {"phi", "ϕ", Kind::Symbol, MathClass::Ord, "phi"},
    {"varphi", "φ", Kind::Symbol, MathClass::Ord, "phi"},
    {"chi", "χ", Kind::Symbol, MathClass::Ord, "chi"},
    {"psi", "ψ", Kind::Symbol, MathClass::Ord, "psi"},
    {"omega", "ω", Kind::Symbol, MathClass::Ord, "omega"},
    {"Gamma", "Γ", Kind::Symbol, MathClass::Ord, "capital gamma"},
    {"Delta", "Δ", Kind::Symbol, MathClass::Ord, "capital delta"},
    {"Theta", "Θ", Kind::Symbol, MathClass::Ord, "capital theta"},
    {"Lambda", "Λ", Kind::Symbol, MathClass::Ord, "capital lambda"},
    {"Xi", "Ξ", Kind::Symbol, MathClass::Ord, "capital xi"},
    {"Pi", "Π", Kind::Symbol, MathClass::Ord, "capital pi"},
    {"Sigma", "Σ", Kind::Symbol, MathClass::Ord, "capital sigma"},
    {"Upsilon", "Υ", Kind::Symbol, MathClass::Ord, "capital upsilon"},
    {"Phi", "Φ", Kind::Symbol, MathClass::Ord, "capital phi"},
    {"Psi", "Ψ", Kind::Symbol, MathClass::Ord, "capital psi"},
    {"Omega", "Ω", Kind::Symbol, MathClass::Ord, "capital omega"},
    {"cdot", "⋅", Kind::Symbol, MathClass::Bin, "dot"},
    {"times", "×", Kind::Symbol, MathClass::Bin, "times"},
    {"pm", "±", Kind::Symbol, MathClass::Bin, "plus or minus"},
    {"to", "→", Kind::Symbol, MathClass::Rel, "goes to"},
    {"rightarrow", "→", Kind::Symbol, MathClass::Rel, "goes to"},
    {"approx", "≈", Kind::Symbol, MathClass::Rel, "is approximately"},
    {"le", "≤", Kind::Symbol, MathClass::Rel, "is at most"},
    {"leq", "≤", Kind::Symbol, MathClass::Rel, "is at most"},
    {"ge", "≥", Kind::Symbol, MathClass::Rel, "is at least"},
    {"geq", "≥", Kind::Symbol, MathClass::Rel, "is at least"},
    {"ne", "≠", Kind::Symbol, MathClass::Rel, "is not equal to"},
    {"neq", "≠", Kind::Symbol, MathClass::Rel, "is not equal to"},
    {"in", "∈", Kind::Symbol, MathClass::Rel, "in"},
    {"sim", "∼", Kind::Symbol, MathClass::Rel, "is distributed as"},
    {"propto", "∝", Kind::Symbol, MathClass::Rel, "is proportional to"},
    {"mid", "∣", Kind::Symbol, MathClass::Rel, "given"},
    {"lt", "<", Kind::Symbol, MathClass::Rel, "is less than"},
    {"gt", ">", Kind::Symbol, MathClass::Rel, "is greater than"},
    {"infty", "∞", Kind::Symbol, MathClass::Ord, "infinity"},
    {"partial", "∂", Kind::Symbol, MathClass::Ord, "partial"},
    {"top", "⊤", Kind::Symbol, MathClass::Ord, "transpose"},
    {"ldots", "…", Kind::Symbol, MathClass::Inner, "dot dot dot"},
    {"dots", "…", Kind::Symbol, MathClass::Inner, "dot dot dot"},
    {"cdots", "⋯", Kind::Symbol, MathClass::Inner, "dot dot dot"},
    {"sum", "∑", Kind::BigOp, MathClass::Op, "the sum"},
    {"prod", "∏", Kind::BigOp, MathClass::Op, "the product"},
    {"max", "max", Kind::BigOp, MathClass::Op, "max"},
    {"min", "min", Kind::BigOp, MathClass::Op, "min"},
    {"lim", "lim", Kind::BigOp, MathClass::Op, "limit"},
    {"exp", "exp", Kind::Text, MathClass::Op, "exp"},
    {"log", "log", Kind::Text, MathClass::Op, "log"},
    {"ln", "ln", Kind::Text, MathClass::Op, "natural log"},
    {"sin", "sin", Kind::Text, MathClass::Op, "sine"},
    {"cos", "cos", Kind::Text, MathClass::Op, "cosine"},
    {"tanh", "tanh", Kind::Text, MathClass::Op, "tanh"},
    {"quad", "", Kind::Space, MathClass::Ord, ""},
    {"qquad", "", Kind::Space, MathClass::Ord, ""},
};

const Command* findCommand(const QString& name);
// Delimiters after \left and \right, and the names they go by.
QString delimiterFor(const QString& token);
inline const char* const kAccents[] = {"hat", "bar", "vec", "tilde"};
bool isAsciiLetter(QChar c);
MathNode symbol(const QString& text, MathClass cls, Variant variant, int column);

class MathParser {
public:
    explicit MathParser(const QString& tex) : tex_(tex) {}
    MathParse run();

private:
    enum class Stop { End, Brace, Right, Cell };

    bool failed() const;
    void fail(const QString& message, int column);
    bool at(const char* literal) const;
    bool atCommand(const char* name) const;
    void skipSpaces();
    MathNode row(Stop stop);
    static MathNode wrap(MathNode n);
    MathNode& scriptBase(MathNode& out, int column);
    void attachScript(MathNode& out);
    MathNode argument(const QString& what, int commandColumn);
    MathNode atom();
    MathNode group();
    QString rawGroup(const QString& command, int commandColumn);
    QString commandName();
    QString delimiter(const QString& command, int commandColumn);
    MathNode fenced(int start);
    QString environmentName(int commandColumn, const QString& command);
    MathNode matrix(int start);
    static void makeBold(MathNode& node);
    MathNode command();

    const QString& tex_;
    int pos_ = 0;
    int depth_ = 0;
    QString error_;
    int errorColumn_ = -1;
};

} // namespace lessons::detail
